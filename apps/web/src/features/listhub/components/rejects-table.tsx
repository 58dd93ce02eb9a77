import type { TListhubReject } from '@app/shared/listhub/listhub.schema';
import { useTranslation } from 'react-i18next';

/** Every record the import rejected: its line in the file, its ListingKey and why. */
export function RejectsTable({ rejects }: { rejects: readonly TListhubReject[] }) {
  const { t } = useTranslation('listhub');
  return (
    <section aria-labelledby="listhub-rejects" className="flex flex-col gap-3">
      <h2 id="listhub-rejects" className="text-xl font-semibold text-ink">
        {t('rejects.title')}
      </h2>
      {rejects.length === 0 ? (
        <p className="text-muted">{t('rejects.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('rejects.caption', { count: rejects.length })}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('rejects.line')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('rejects.listingKey')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('rejects.reason')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('rejects.detail')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rejects.map((reject) => (
                <tr key={`${reject.line}-${reject.listingKey ?? ''}`} className="border-b border-line align-top">
                  <td className="py-2 pr-4 tabular-nums">{reject.line}</td>
                  <td className="py-2 pr-4 font-mono">{reject.listingKey ?? t('rejects.noKey')}</td>
                  <td className="py-2 pr-4 text-ink">{t(`reasons.${reject.reason}`)}</td>
                  <td className="break-all py-2 font-mono text-muted">{reject.detail ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
