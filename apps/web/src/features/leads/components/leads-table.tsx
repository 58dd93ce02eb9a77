import type { TLead } from '@app/shared/leads/leads.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';

const CELL = 'px-4 py-3 align-top';

/** The owner's leads: who, about what, when, answered or not, and the way to the conversation. */
export function LeadsTable({ leads }: { leads: TLead[] }) {
  const { t } = useTranslation('leads');
  const formatMoment = useFormatMoment();
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {(['who', 'about', 'contacted', 'answered', 'conversation'] as const).map((column) => (
              <th key={column} scope="col" className={`${CELL} font-medium`}>
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = `${lead.visitor.firstName} ${lead.visitor.lastName}`.trim();
            return (
              <tr key={lead.conversationId} className="border-b border-line last:border-0">
                <th scope="row" className={`${CELL} font-semibold text-ink`}>
                  {name}
                </th>
                <td className={CELL}>
                  {lead.listing ? (
                    <Link to={`/listings/${encodeURIComponent(lead.listing._id)}`} className="text-primary-dark underline">
                      {lead.listing.title || t('untitled')}
                    </Link>
                  ) : (
                    t('profile')
                  )}
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{formatMoment(lead.contactedAt)}</td>
                <td className={CELL}>
                  {lead.answeredAt ? (
                    <span>{t('answeredAt', { at: formatMoment(lead.answeredAt) })}</span>
                  ) : (
                    <span className="font-semibold text-primary-dark">{t('notAnswered')}</span>
                  )}
                </td>
                <td className={CELL}>
                  <Link
                    to={`/dashboard/messages?conversation=${encodeURIComponent(lead.conversationId)}`}
                    className="font-semibold text-primary-dark underline"
                    aria-label={t('openWith', { name })}
                  >
                    {lead.answeredAt ? t('open') : t('answer')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
