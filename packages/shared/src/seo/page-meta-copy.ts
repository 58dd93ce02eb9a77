import type { TLocale } from '../constants/locale';
import type { TProfessionId } from '../reference/people';

/**
 * The words the server writes into a shared page's title, description and JSON-LD (listing,
 * community, professional, directory), in each interface locale: `?lang=` pages are indexed in
 * their own language (decision 076). Profession names are the web's (`accounts:professions`).
 */
export type TPageMetaCopy = {
  studio: string;
  beds: string;
  baths: string;
  sqft: string;
  homes: string;
  findProfessional: string;
  directoryDescription: string;
  /** '{profession} at {company}, {place}.' */
  professionAt: string;
  professions: Record<TProfessionId, string>;
};

export const PAGE_META_COPY: Record<TLocale, TPageMetaCopy> = {
  'en-us': {
    studio: 'Studio',
    beds: '{n} bd',
    baths: '{n} ba',
    sqft: '{n} sq ft',
    homes: '{n} homes',
    findProfessional: 'Find a professional',
    directoryDescription:
      'Find verified real-estate professionals by the postal codes they serve and the languages they speak: agents, brokers, appraisers, inspectors, escrow and title officers, mortgage bankers, lawyers and more.',
    professionAt: '{profession} at {company}, {place}.',
    professions: {
      agent: 'Agent',
      broker: 'Broker',
      appraiser: 'Appraiser',
      inspector: 'Inspector',
      developer: 'Developer',
      'escrow-officer': 'Escrow Officer',
      'title-officer': 'Title Officer',
      'mortgage-banker': 'Mortgage Banker',
      'media-specialist': 'Media Specialist',
      lawyer: 'Lawyer',
      notary: 'Notary',
      translator: 'Translator',
      'home-insurance': 'Home Insurance',
      'home-warranty': 'Home Warranty',
    },
  },
  'zh-Hant': {
    studio: '套房',
    beds: '{n} 房',
    baths: '{n} 衛',
    sqft: '{n} 平方英尺',
    homes: '{n} 間房屋',
    findProfessional: '尋找專業人士',
    directoryDescription:
      '依服務的郵遞區號與使用的語言，尋找經過驗證的房地產專業人士：經紀人、房地產經紀商、估價師、驗屋師、託管與產權專員、房貸專員、律師等。',
    professionAt: '{company} 的{profession}，{place}。',
    professions: {
      agent: '經紀人',
      broker: '房地產經紀商',
      appraiser: '估價師',
      inspector: '驗屋師',
      developer: '開發商',
      'escrow-officer': '託管專員',
      'title-officer': '產權專員',
      'mortgage-banker': '房貸專員',
      'media-specialist': '媒體專家',
      lawyer: '律師',
      notary: '公證人',
      translator: '翻譯員',
      'home-insurance': '房屋保險',
      'home-warranty': '房屋保固',
    },
  },
  'zh-Hans': {
    studio: '开间',
    beds: '{n} 室',
    baths: '{n} 卫',
    sqft: '{n} 平方英尺',
    homes: '{n} 套房屋',
    findProfessional: '寻找专业人士',
    directoryDescription:
      '按服务的邮政编码和使用的语言，寻找经过验证的房地产专业人士：经纪人、房地产经纪商、估价师、验房师、托管与产权专员、房贷专员、律师等。',
    professionAt: '{company} 的{profession}，{place}。',
    professions: {
      agent: '经纪人',
      broker: '房地产经纪商',
      appraiser: '估价师',
      inspector: '验房师',
      developer: '开发商',
      'escrow-officer': '托管专员',
      'title-officer': '产权专员',
      'mortgage-banker': '房贷专员',
      'media-specialist': '媒体专家',
      lawyer: '律师',
      notary: '公证人',
      translator: '翻译',
      'home-insurance': '房屋保险',
      'home-warranty': '房屋保修',
    },
  },
  es: {
    studio: 'Estudio',
    beds: '{n} hab.',
    baths: '{n} baños',
    sqft: '{n} pies²',
    homes: '{n} viviendas',
    findProfessional: 'Encuentra un profesional',
    directoryDescription:
      'Encuentra profesionales inmobiliarios verificados por los códigos postales que atienden y los idiomas que hablan: agentes, corredores, tasadores, inspectores, agentes de depósito en garantía y de títulos, banqueros hipotecarios, abogados y más.',
    professionAt: '{profession} en {company}, {place}.',
    professions: {
      agent: 'Agente',
      broker: 'Corredor',
      appraiser: 'Tasador',
      inspector: 'Inspector de inmuebles',
      developer: 'Promotor inmobiliario',
      'escrow-officer': 'Agente de depósito en garantía',
      'title-officer': 'Agente de títulos',
      'mortgage-banker': 'Banquero hipotecario',
      'media-specialist': 'Especialista en medios',
      lawyer: 'Abogado',
      notary: 'Notario',
      translator: 'Traductor',
      'home-insurance': 'Seguro de hogar',
      'home-warranty': 'Garantía de hogar',
    },
  },
};

/** A copy text with `{name}` filled in. */
export function fillCopy(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
