import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Badge } from '../../../ui/badge';
import { useNow } from '../../../ui/use-now';
import { hoursLeft, verificationDeadline } from '../verification-deadline';

const LINK = 'font-semibold text-primary-dark underline';
const MINUTE_MS = 60_000;

function Panel({ tone, status, children }: { tone: 'neutral' | 'good' | 'bad' | 'warning'; status: string; children: ReactNode }) {
  const { t } = useTranslation('professionalDashboard');
  return (
    <section aria-labelledby="verification-status" className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-6">
      <h2 id="verification-status" className="flex flex-wrap items-center gap-3 text-lg font-bold text-ink">
        {t('verify.statusHeading')} <Badge tone={tone}>{status}</Badge>
      </h2>
      {children}
    </section>
  );
}

/** Waiting for review: since when, time left of the 3-day promise, then the spec's contact-support instruction. */
function Waiting({ profile }: { profile: TOwnProfessionalProfile }) {
  const { t } = useTranslation('professionalDashboard');
  const formatMoment = useFormatMoment();
  const now = useNow(MINUTE_MS);
  const submittedAt = profile.verification.submittedAt;
  const left = submittedAt ? hoursLeft(submittedAt, now) : 0;
  const overdue = profile.verification.contactSupport || (submittedAt !== null && left === 0);
  return (
    <Panel tone={overdue ? 'warning' : 'neutral'} status={t(`verify.statuses.${profile.status}`)}>
      {submittedAt && <p>{t('verify.submittedOn', { date: formatMoment(submittedAt) })}</p>}
      {overdue ? (
        <p role="alert" className="rounded-lg bg-secondary/30 p-3 font-medium text-ink">
          {t('verify.overdue')}{' '}
          <Link to="/contact" className={LINK}>
            {t('verify.contactSupport')}
          </Link>
        </p>
      ) : (
        submittedAt && (
          <p>
            {t('verify.promise', { date: formatMoment(verificationDeadline(submittedAt).toISOString()) })}{' '}
            <strong>{t('verify.hoursLeft', { count: left })}</strong>
          </p>
        )
      )}
    </Panel>
  );
}

/** Where a professional profile stands: draft, waiting, verified, rejected with the reason, or off. */
export function VerificationStatus({ profile }: { profile: TOwnProfessionalProfile }) {
  const { t } = useTranslation('professionalDashboard');
  const formatMoment = useFormatMoment();
  const editPath = `/professional/edit/${encodeURIComponent(profile._id)}`;
  const status = t(`verify.statuses.${profile.status}`);
  switch (profile.status) {
    case 'submitted':
    case 'resubmitted':
      return <Waiting profile={profile} />;
    case 'verified':
      return (
        <Panel tone="good" status={status}>
          {profile.verification.verifiedAt && <p>{t('verify.verifiedOn', { date: formatMoment(profile.verification.verifiedAt) })}</p>}
          <p>{t('verify.verifiedNext')}</p>
          <Link to="/dashboard/professional/membership" className={LINK}>
            {t('verify.toMembership')}
          </Link>
        </Panel>
      );
    case 'rejected':
      return (
        <Panel tone="bad" status={status}>
          <p>{t('verify.rejected')}</p>
          <blockquote className="rounded-lg border-l-4 border-primary bg-primary-light p-3 text-ink">
            <p className="text-sm font-semibold text-muted">{t('verify.reasonLabel')}</p>
            <p className="whitespace-pre-line">{profile.verification.rejectionReason ?? t('verify.noReason')}</p>
          </blockquote>
          <Link to={editPath} className={LINK}>
            {t('verify.fixProfile')}
          </Link>
        </Panel>
      );
    case 'off':
      return (
        <Panel tone="neutral" status={status}>
          <p>{t('verify.off')}</p>
          <Link to={editPath} className={LINK}>
            {t('verify.editProfile')}
          </Link>
        </Panel>
      );
    default:
      return (
        <Panel tone="neutral" status={status}>
          <p>{t('verify.draft')}</p>
          <Link to={editPath} className={LINK}>
            {t('verify.finishProfile')}
          </Link>
        </Panel>
      );
  }
}
