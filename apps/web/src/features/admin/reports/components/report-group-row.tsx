import type { TAdminReportGroup } from '@app/shared/listing-reports/listing-reports.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { CELL_LINK, ListingCell } from '../../components/listing-cell';
import { WhyDialog } from '../../components/why-dialog';
import { useDecideReports, type ReportDecision } from '../api/reports';

/**
 * A reported listing in the queue: the listing and where it stands, how many open reports and
 * why, each report on demand, and Dismiss or Take down (each asking for the note).
 */
export function ReportGroupRow({ group }: { group: TAdminReportGroup }) {
  const { t } = useTranslation(['admin', 'options']);
  const formatMoment = useFormatMoment();
  const decide = useDecideReports();
  const [asking, setAsking] = useState<ReportDecision | null>(null);
  const { listing } = group;
  const title = listing.title ?? t('listings.untitled');
  // A listing already taken down stays down; Take down then only closes its reports.
  const alreadyDown = listing.actions.includes('restore');
  const confirmKey = asking === 'take-down' && alreadyDown ? 'closeDown' : asking;

  return (
    <tr className="border-b border-line align-top last:border-0">
      <ListingCell
        listing={listing}
        links={
          <Link to={`/admin/listings?q=${listing._id}`} className={CELL_LINK}>
            {t('reports.openAdmin')}
            <span className="sr-only">: {title}</span>
          </Link>
        }
      >
        <span className="block text-muted">
          {t(`options:listingStatuses.${listing.status}`)} · {listing.ownerEmail}
        </span>
      </ListingCell>
      <td className="px-4 py-3">
        <span className="block font-semibold text-ink">{t('reports.count', { count: group.openReports })}</span>
        <span className="block text-muted">{t('reports.latest', { at: formatMoment(group.latestAt) })}</span>
        <ul className="mt-1">
          {group.reasons.map(({ reason, count }) => (
            <li key={reason}>{t('reports.reasonCount', { reason: t(`reports.reasons.${reason}`), count })}</li>
          ))}
        </ul>
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-semibold text-primary-dark">{t('reports.showReports')}</summary>
          <ul className="mt-2 flex flex-col gap-2">
            {group.reports.map((report) => (
              <li key={report._id} className="rounded-lg bg-surface p-2">
                <span className="block font-medium text-ink">{t(`reports.reasons.${report.reason}`)}</span>
                {report.details && <span className="block whitespace-pre-line">{report.details}</span>}
                <span className="block text-muted">
                  {formatMoment(report.createdAt)} ·{' '}
                  {report.contact
                    ? t(report.signedIn ? 'reports.byAccount' : 'reports.byVisitorEmail', { email: report.contact })
                    : t('reports.byVisitor')}
                </span>
              </li>
            ))}
          </ul>
        </details>
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-col gap-2">
          {group.actions.map((decision) => (
            <Button key={decision} variant="outline" onClick={() => setAsking(decision)}>
              {t(decision === 'take-down' && alreadyDown ? 'reports.actions.closeDown' : `reports.actions.${decision}`)}
              <span className="sr-only">: {title}</span>
            </Button>
          ))}
        </div>
        {asking && confirmKey && (
          <WhyDialog
            title={t(`reports.actions.${confirmKey}`)}
            body={t(`reports.confirm.${confirmKey}`, { title, count: group.openReports })}
            confirm={t(`reports.actions.${confirmKey}`)}
            onClose={() => setAsking(null)}
            onConfirm={async (why) => {
              await decide.mutateAsync({ listingId: listing._id, decision: asking, why });
              snackbar.success(t(`reports.done.${confirmKey}`, { title }));
            }}
          />
        )}
      </td>
    </tr>
  );
}
