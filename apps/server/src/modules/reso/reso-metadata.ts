import { XMLBuilder } from 'fast-xml-parser';
import { FIELD_NAMES, LOOKUPS, RESO_LANGUAGES, type LocalizedText } from './reso-locale';
import { RESOURCES, type ResoField } from './reso-fields.repo';

/** The namespace of the RESO Data Dictionary's entity types, as RESO certification expects it. */
export const RESO_NAMESPACE = 'org.reso.metadata';
/** Our own vocabulary: display names in our four languages (decision 075, the RCP-44 shape). */
export const LOCALE_NAMESPACE = 'Terranest.Locale';

type XmlNode = Record<string, unknown>;

/** `<Annotation Term="Terranest.Locale.DisplayNames">`: a collection of { Language, DisplayName } records. */
function displayNames(names: LocalizedText | undefined): XmlNode[] {
  if (!names) return [];
  return [
    {
      '@_Term': `${LOCALE_NAMESPACE}.DisplayNames`,
      Collection: {
        Record: RESO_LANGUAGES.map((language) => ({
          PropertyValue: [
            { '@_Property': 'Language', '@_String': language },
            { '@_Property': 'DisplayName', '@_String': names[language] },
          ],
        })),
      },
    },
  ];
}

/** `<Annotation Term="Terranest.Locale.LookupDisplayNames">`: every value of the lookup, in each language. */
function lookupDisplayNames(lookup: string): XmlNode[] {
  const values = LOOKUPS[lookup];
  if (!values) return [];
  return [
    {
      '@_Term': `${LOCALE_NAMESPACE}.LookupDisplayNames`,
      Collection: {
        Record: Object.entries(values).flatMap(([value, names]) =>
          RESO_LANGUAGES.map((language) => ({
            PropertyValue: [
              { '@_Property': 'LookupValue', '@_String': value },
              { '@_Property': 'Language', '@_String': language },
              { '@_Property': 'DisplayName', '@_String': names[language] },
            ],
          })),
        ),
      },
    },
  ];
}

function propertyNode(field: ResoField, key: boolean): XmlNode {
  const annotations = [
    ...(field.lookup ? [{ '@_Term': 'RESO.OData.Metadata.LookupName', '@_String': field.lookup }] : []),
    ...displayNames(FIELD_NAMES[field.name]),
    ...(field.lookup ? lookupDisplayNames(field.lookup) : []),
  ];
  return {
    '@_Name': field.name,
    '@_Type': field.type,
    ...(key && { '@_Nullable': 'false' }),
    ...(field.maxLength && { '@_MaxLength': String(field.maxLength) }),
    ...(field.precision && { '@_Precision': String(field.precision) }),
    ...(field.scale !== undefined && { '@_Scale': String(field.scale) }),
    ...(annotations.length > 0 && { Annotation: annotations }),
  };
}

function localeSchema(): XmlNode {
  const string = (name: string) => ({ '@_Name': name, '@_Type': 'Edm.String', '@_Nullable': 'false' });
  return {
    '@_xmlns': 'http://docs.oasis-open.org/odata/ns/edm',
    '@_Namespace': LOCALE_NAMESPACE,
    ComplexType: [
      { '@_Name': 'LocalizedName', Property: [string('Language'), string('DisplayName')] },
      { '@_Name': 'LookupDisplayName', Property: [string('LookupValue'), string('Language'), string('DisplayName')] },
    ],
    Term: [
      { '@_Name': 'DisplayNames', '@_Type': `Collection(${LOCALE_NAMESPACE}.LocalizedName)`, '@_AppliesTo': 'Property EntityType' },
      { '@_Name': 'LookupDisplayNames', '@_Type': `Collection(${LOCALE_NAMESPACE}.LookupDisplayName)`, '@_AppliesTo': 'Property' },
    ],
  };
}

const ENTITY_NAMES: Record<string, LocalizedText> = {
  Property: { en: 'Property', 'zh-Hant': '物件', 'zh-Hans': '房源', es: 'Propiedad' },
  Media: { en: 'Media', 'zh-Hant': '媒體', 'zh-Hans': '媒体', es: 'Medios' },
  Member: { en: 'Member', 'zh-Hant': '會員', 'zh-Hans': '会员', es: 'Miembro' },
  Office: { en: 'Office', 'zh-Hant': '公司', 'zh-Hans': '公司', es: 'Oficina' },
  Lookup: { en: 'Lookup', 'zh-Hant': '選項', 'zh-Hans': '选项', es: 'Valores' },
};

/** The feed's CSDL (OData 4 XML metadata): the RESO entity types and container, then our locale vocabulary. */
export function buildMetadataXml(): string {
  const resources = Object.values(RESOURCES);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'edmx:Edmx': {
      '@_xmlns:edmx': 'http://docs.oasis-open.org/odata/ns/edmx',
      '@_Version': '4.0',
      'edmx:DataServices': {
        Schema: [
          {
            '@_xmlns': 'http://docs.oasis-open.org/odata/ns/edm',
            '@_Namespace': RESO_NAMESPACE,
            EntityType: resources.map((resource) => ({
              '@_Name': resource.name,
              Key: { PropertyRef: { '@_Name': resource.key } },
              Property: resource.fields.map((field) => propertyNode(field, field.name === resource.key)),
              Annotation: displayNames(ENTITY_NAMES[resource.name]),
            })),
            EntityContainer: {
              '@_Name': 'Default',
              EntitySet: resources.map((resource) => ({ '@_Name': resource.name, '@_EntityType': `${RESO_NAMESPACE}.${resource.name}` })),
            },
          },
          localeSchema(),
        ],
      },
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });
  return builder.build(document) as string;
}
