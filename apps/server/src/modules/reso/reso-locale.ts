import { COUNTRIES } from '@app/shared/reference/countries';
import { PROFILE_LANGUAGES } from '@app/shared/reference/languages';
import { PAGE_META_COPY } from '@app/shared/seo/page-meta-copy';

/** The languages our display names come in (BCP 47), as the web app's four catalogs. */
export const RESO_LANGUAGES = ['en', 'zh-Hant', 'zh-Hans', 'es'] as const;
export type ResoLanguage = (typeof RESO_LANGUAGES)[number];
/** One text in each of our languages. */
export type LocalizedText = Record<ResoLanguage, string>;

const t = (en: string, zhHant: string, zhHans: string, es: string): LocalizedText => ({ en, 'zh-Hant': zhHant, 'zh-Hans': zhHans, es });

/** Display names of the fields we publish, by RESO field name (fields shared by resources share a name). */
export const FIELD_NAMES: Record<string, LocalizedText> = {
  ListingKey: t('Listing Key', '物件編號', '房源编号', 'Clave del anuncio'),
  OriginatingSystemKey: t('Originating System Key', '來源系統編號', '来源系统编号', 'Clave del sistema de origen'),
  ListPrice: t('List Price', '刊登價格', '挂牌价格', 'Precio de lista'),
  ListPriceCurrencyCode: t('List Price Currency', '刊登價格幣別', '挂牌价格币种', 'Moneda del precio de lista'),
  StandardStatus: t('Standard Status', '狀態', '状态', 'Estado'),
  PropertyType: t('Property Type', '物業類型', '物业类型', 'Tipo de propiedad'),
  PropertySubType: t('Property Sub Type', '物業子類型', '物业子类型', 'Subtipo de propiedad'),
  BedroomsTotal: t('Bedrooms Total', '臥室數', '卧室数', 'Total de dormitorios'),
  BathroomsTotalInteger: t('Bathrooms Total', '浴室數', '浴室数', 'Total de baños'),
  LivingArea: t('Living Area', '室內面積', '室内面积', 'Superficie habitable'),
  LivingAreaUnits: t('Living Area Units', '室內面積單位', '室内面积单位', 'Unidades de superficie habitable'),
  LotSizeArea: t('Lot Size Area', '土地面積', '土地面积', 'Superficie del terreno'),
  LotSizeUnits: t('Lot Size Units', '土地面積單位', '土地面积单位', 'Unidades de superficie del terreno'),
  LotSizeSquareFeet: t('Lot Size Square Feet', '土地面積（平方英尺）', '土地面积（平方英尺）', 'Terreno en pies cuadrados'),
  YearBuilt: t('Year Built', '建造年份', '建造年份', 'Año de construcción'),
  UnparsedAddress: t('Address', '地址', '地址', 'Dirección'),
  City: t('City', '城市', '城市', 'Ciudad'),
  StateOrProvince: t('State or Province', '州或省', '州或省', 'Estado o provincia'),
  PostalCode: t('Postal Code', '郵遞區號', '邮政编码', 'Código postal'),
  Country: t('Country', '國家', '国家', 'País'),
  Latitude: t('Latitude', '緯度', '纬度', 'Latitud'),
  Longitude: t('Longitude', '經度', '经度', 'Longitud'),
  PublicRemarks: t('Public Remarks', '物件描述', '房源描述', 'Descripción pública'),
  PhotosCount: t('Photos Count', '照片數', '照片数', 'Número de fotos'),
  OnMarketTimestamp: t('On Market Timestamp', '上市時間', '上市时间', 'Fecha de salida al mercado'),
  OriginalEntryTimestamp: t('Original Entry Timestamp', '建立時間', '创建时间', 'Fecha de alta'),
  ModificationTimestamp: t('Modification Timestamp', '修改時間', '修改时间', 'Fecha de modificación'),
  MediaKey: t('Media Key', '媒體編號', '媒体编号', 'Clave del medio'),
  ResourceRecordKey: t('Resource Record Key', '所屬記錄編號', '所属记录编号', 'Clave del registro'),
  ResourceName: t('Resource Name', '資源名稱', '资源名称', 'Nombre del recurso'),
  MediaURL: t('Media URL', '媒體網址', '媒体网址', 'URL del medio'),
  Order: t('Order', '順序', '顺序', 'Orden'),
  MediaCategory: t('Media Category', '媒體類別', '媒体类别', 'Categoría del medio'),
  ShortDescription: t('Short Description', '簡短說明', '简短说明', 'Descripción breve'),
  LongDescription: t('Long Description', '詳細說明', '详细说明', 'Descripción larga'),
  LookupKey: t('Lookup Key', '選項編號', '选项编号', 'Clave del valor'),
  LookupName: t('Lookup Name', '選項清單名稱', '选项列表名称', 'Nombre de la lista de valores'),
  LookupValue: t('Lookup Value', '選項值', '选项值', 'Valor'),
  StandardLookupValue: t('Standard Lookup Value', '標準選項值', '标准选项值', 'Valor estándar'),
  LegacyODataValue: t('Legacy OData Value', '舊版 OData 值', '旧版 OData 值', 'Valor OData heredado'),
  ListAgentKey: t('List Agent Key', '刊登經紀人編號', '挂牌经纪人编号', 'Clave del agente del anuncio'),
  ListOfficeKey: t('List Office Key', '刊登公司編號', '挂牌公司编号', 'Clave de la oficina del anuncio'),
  MemberKey: t('Member Key', '會員編號', '会员编号', 'Clave del miembro'),
  MemberFirstName: t('First Name', '名字', '名字', 'Nombre'),
  MemberLastName: t('Last Name', '姓氏', '姓氏', 'Apellido'),
  MemberFullName: t('Full Name', '全名', '全名', 'Nombre completo'),
  MemberType: t('Member Type', '會員類型', '会员类型', 'Tipo de miembro'),
  MemberStatus: t('Member Status', '會員狀態', '会员状态', 'Estado del miembro'),
  MemberLanguages: t('Languages', '使用語言', '使用语言', 'Idiomas'),
  OfficeKey: t('Office Key', '公司編號', '公司编号', 'Clave de la oficina'),
  OfficeName: t('Office Name', '公司名稱', '公司名称', 'Nombre de la oficina'),
  OfficeAddress1: t('Office Address', '公司地址', '公司地址', 'Dirección de la oficina'),
  OfficeAddress2: t('Office Address Line 2', '公司地址第二行', '公司地址第二行', 'Dirección de la oficina, línea 2'),
  OfficeCity: t('Office City', '公司所在城市', '公司所在城市', 'Ciudad de la oficina'),
  OfficeStateOrProvince: t('Office State or Province', '公司所在州或省', '公司所在州或省', 'Estado o provincia de la oficina'),
  OfficePostalCode: t('Office Postal Code', '公司郵遞區號', '公司邮政编码', 'Código postal de la oficina'),
  OfficeCountry: t('Office Country', '公司所在國家', '公司所在国家', 'País de la oficina'),
  OfficeURL: t('Office Website', '公司網站', '公司网站', 'Sitio web de la oficina'),
};

/** Our profession ids published as the MemberType lookup (agents and brokers only: decision 075). */
export const MEMBER_TYPES = { agent: 'Agent', broker: 'Broker' } as const;

/** MemberType's display names: the professions' names the site's own pages use (page-meta copy). */
function memberTypeLookup(): Record<string, LocalizedText> {
  const name = (locale: keyof typeof PAGE_META_COPY, id: keyof typeof MEMBER_TYPES) => PAGE_META_COPY[locale].professions[id];
  return Object.fromEntries(
    Object.entries(MEMBER_TYPES).map(([id, value]) => {
      const profession = id as keyof typeof MEMBER_TYPES;
      return [value, t(value, name('zh-Hant', profession), name('zh-Hans', profession), name('es', profession))];
    }),
  );
}

/** A profile's spoken-language code (BCP 47) as the Languages lookup value: our English label (the DD's names). */
export const LANGUAGE_VALUES: Record<string, string> = Object.fromEntries(PROFILE_LANGUAGES.map(({ code, label }) => [code, label]));

/** CLDR names Mandarin (cmn) plain "Chinese"; the spoken language is meant. */
const LANGUAGE_NAME_EXCEPTIONS: Record<string, LocalizedText> = { cmn: t('Mandarin', '普通話', '普通话', 'mandarín') };

/** Language names in each language from the runtime's CLDR data (Intl.DisplayNames), our English label first. */
function languageLookup(): Record<string, LocalizedText> {
  const names = Object.fromEntries(RESO_LANGUAGES.map((language) => [language, new Intl.DisplayNames([language], { type: 'language' })]));
  return Object.fromEntries(
    PROFILE_LANGUAGES.map(({ code, label }) => {
      const of = (language: ResoLanguage) => names[language]?.of(code) ?? label;
      return [label, LANGUAGE_NAME_EXCEPTIONS[code] ?? { en: label, 'zh-Hant': of('zh-Hant'), 'zh-Hans': of('zh-Hans'), es: of('es') }];
    }),
  );
}

/** The lookups (RESO string lookups) and each value's display names, by lookup name then value. */
const FIXED_LOOKUPS: Record<string, Record<string, LocalizedText>> = {
  StandardStatus: { Active: t('Active', '刊登中', '在售', 'Activo') },
  PropertyType: {
    Residential: t('Residential', '住宅', '住宅', 'Residencial'),
    'Residential Income': t('Residential Income', '收益型住宅', '收益型住宅', 'Residencial de renta'),
    Land: t('Land', '土地', '土地', 'Terreno'),
  },
  PropertySubType: {
    'Single Family Residence': t('Single Family Residence', '獨棟住宅', '独栋住宅', 'Vivienda unifamiliar'),
    Townhouse: t('Townhouse', '連棟住宅', '联排别墅', 'Casa adosada'),
    Apartment: t('Apartment', '公寓', '公寓', 'Apartamento'),
    Condominium: t('Condominium', '共管公寓', '共管公寓', 'Condominio'),
    'Manufactured Home': t('Manufactured Home', '組合屋', '预制房屋', 'Casa prefabricada'),
  },
  AreaUnits: { 'Square Feet': t('Square Feet', '平方英尺', '平方英尺', 'Pies cuadrados') },
  MediaCategory: { Photo: t('Photo', '照片', '照片', 'Foto') },
  ResourceName: { Property: t('Property', '物件', '房源', 'Propiedad') },
  MemberStatus: { Active: t('Active', '有效', '有效', 'Activo') },
};

/** Our stored country codes are ISO 3166-1 alpha-2 but for the spec's two (countries.ts); RESO's Country lookup is alpha-2. */
export const COUNTRY_CODE_EXCEPTIONS: Record<string, string> = { aus: 'AU', uae: 'AE' };

/** A stored country code as the RESO Country lookup value. */
export function resoCountryCode(code: string): string {
  return COUNTRY_CODE_EXCEPTIONS[code.toLowerCase()] ?? code.toUpperCase();
}

/** Country names in each language from the runtime's CLDR data (Intl.DisplayNames), our English name first. */
function countryLookup(): Record<string, LocalizedText> {
  const names = Object.fromEntries(RESO_LANGUAGES.map((language) => [language, new Intl.DisplayNames([language], { type: 'region' })]));
  return Object.fromEntries(
    COUNTRIES.map(({ code, name }) => {
      const value = resoCountryCode(code);
      const of = (language: ResoLanguage) => names[language]?.of(value) ?? name;
      return [value, { en: name, 'zh-Hant': of('zh-Hant'), 'zh-Hans': of('zh-Hans'), es: of('es') }];
    }),
  );
}

/** Every lookup we publish: its values and their display names in our four languages. */
export const LOOKUPS: Record<string, Record<string, LocalizedText>> = {
  ...FIXED_LOOKUPS,
  Country: countryLookup(),
  MemberType: memberTypeLookup(),
  Languages: languageLookup(),
};
