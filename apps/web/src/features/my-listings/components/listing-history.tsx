import type { TListingEvent } from '@app/shared/listings/listing.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';

/** Why a change happened, in words: the server's reason, what a payment bought, or why it is pending. */
function useWhy() {
  const { t } = useTranslation('myListings');
  return (event: TListingEvent): string => {
    if (event.reason) return t(`history.reasons.${event.reason}`, { defaultValue: event.reason });
    if (event.termMonths) return t('history.paid', { count: event.termMonths });
    if (event.to === 'pending') return t('row.pending');
    return '';
  };
}

/**
 * The listing's history (listing_events), newest first: when, who, what (the action and the
 * status it led to) and why, as a table with a caption and column headers.
 */
export function ListingHistory({ events }: { events: readonly TListingEvent[] }) {
  const { t } = useTranslation(['myListings', 'options']);
  const formatMoment = useFormatMoment();
  const why = useWhy();
  const headingId = useId();
  const status = (value: TListingEvent['to']) => (value === 'removed' ? t('history.removed') : t(`options:listingStatuses.${value}`));
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="font-semibold text-ink">
        {t('history.title')}
      </h2>
      {events.length === 0 ? (
        <p className="text-sm text-muted">{t('history.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('history.caption')}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.when')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.who')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('history.what')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('history.why')}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={`${event.at}-${event.action}`} className="border-t border-line align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={event.at}>{formatMoment(event.at)}</time>
                  </td>
                  <td className="py-2 pr-4">{t(`history.by.${event.by}`)}</td>
                  <td className="py-2 pr-4 text-ink">
                    {t(`history.actions.${event.action}`)}
                    {event.from !== event.to && (
                      <span className="block text-muted">{t('history.change', { from: status(event.from), to: status(event.to) })}</span>
                    )}
                  </td>
                  <td className="py-2">{why(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
