import { LEADS_PAGE_SIZE, type TLead, type TLeadsPage, type ZLeadsQuery } from '@app/shared/leads/leads.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AccountActor } from '../../platform/auth-session/actor';
import { findLeads, type LeadRow } from '../messaging/index';
import { toCsv } from './leads-csv';

/** The most leads one export holds. */
export const LEADS_EXPORT_LIMIT = 10_000;

function toLead(row: LeadRow): TLead {
  return {
    conversationId: row.conversationId,
    visitor: { firstName: row.visitorFirstName, lastName: row.visitorLastName },
    subject: row.subject,
    listing: row.listingId ? { _id: row.listingId, title: row.listingTitle } : null,
    contactedAt: row.contactedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const answeredFilter = (answered: 'true' | 'false' | undefined) => (answered === undefined ? undefined : answered === 'true');

/** GET /leads: a page of the signed-in owner's own leads (nobody else's can be asked for). */
export async function listLeads(deps: AppDeps, actor: AccountActor, query: z.output<typeof ZLeadsQuery>): Promise<TLeadsPage> {
  const found = await findLeads(deps.database.db, actor.accountId, {
    answered: answeredFilter(query.answered),
    limit: LEADS_PAGE_SIZE,
    offset: (query.page - 1) * LEADS_PAGE_SIZE,
  });
  return { leads: found.rows.map(toLead), page: query.page, pageSize: LEADS_PAGE_SIZE, total: found.total, unanswered: found.unanswered };
}

/** The export's column names and words, in the four interface languages. */
const CSV_WORDS = {
  'en-us': {
    head: ['First name', 'Last name', 'About', 'Listing', 'Listing id', 'Contacted (UTC)', 'Answered', 'Answered (UTC)'],
    listing: 'Listing',
    professional: 'Professional profile',
    yes: 'Yes',
    no: 'No',
  },
  'zh-Hant': {
    head: ['名字', '姓氏', '關於', '刊登物件', '刊登物件編號', '聯絡時間（UTC）', '已回覆', '回覆時間（UTC）'],
    listing: '刊登物件',
    professional: '專業人士檔案',
    yes: '是',
    no: '否',
  },
  'zh-Hans': {
    head: ['名字', '姓氏', '关于', '房源', '房源编号', '联系时间（UTC）', '已回复', '回复时间（UTC）'],
    listing: '房源',
    professional: '专业人士资料',
    yes: '是',
    no: '否',
  },
  es: {
    head: ['Nombre', 'Apellido', 'Sobre', 'Anuncio', 'Id del anuncio', 'Contacto (UTC)', 'Respondido', 'Respuesta (UTC)'],
    listing: 'Anuncio',
    professional: 'Perfil profesional',
    yes: 'Sí',
    no: 'No',
  },
} as const;
export type LeadsCsvLanguage = keyof typeof CSV_WORDS;
export const LEADS_CSV_LANGUAGES = Object.keys(CSV_WORDS) as [LeadsCsvLanguage, ...LeadsCsvLanguage[]];

const utc = (at: Date | null) => (at ? at.toISOString().replace('T', ' ').slice(0, 19) : null);

/** GET /leads/export: every lead of the owner (up to LEADS_EXPORT_LIMIT), newest first, as CSV. */
export async function exportLeads(deps: AppDeps, actor: AccountActor, language: LeadsCsvLanguage): Promise<string> {
  const words = CSV_WORDS[language];
  const { rows } = await findLeads(deps.database.db, actor.accountId, { limit: LEADS_EXPORT_LIMIT, offset: 0 });
  return toCsv([
    words.head,
    ...rows.map((row) => [
      row.visitorFirstName,
      row.visitorLastName,
      row.subject === 'listing' ? words.listing : words.professional,
      row.listingTitle,
      row.listingId,
      utc(row.contactedAt),
      row.answeredAt ? words.yes : words.no,
      utc(row.answeredAt),
    ]),
  ]);
}
