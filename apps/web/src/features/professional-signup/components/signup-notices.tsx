import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';
import { useRegisterPromo } from '../api/get-register-promo';

type SignupNoticesProps = { profile: TOwnProfessionalProfile | null; promo: string | null };

/**
 * What the professional should know before the steps: the admin's reason when the profile was
 * rejected (to fix and resubmit), that it is waiting for review, and the promotion they came with.
 */
export function SignupNotices({ profile, promo }: SignupNoticesProps) {
  const { t } = useTranslation('professionalSignup');
  const registerPromo = useRegisterPromo(promo);
  const status = profile?.status;
  const reason = profile?.verification.rejectionReason;
  return (
    <>
      {status === 'rejected' && (
        <div role="alert" className="rounded-lg border border-primary/40 bg-primary-light px-4 py-3 text-sm text-primary-dark">
          <p className="font-semibold">{t('notices.rejected')}</p>
          {reason && <p className="mt-1 whitespace-pre-line">{t('notices.reason', { reason })}</p>}
          <p className="mt-1">{t('notices.fixAndResubmit')}</p>
        </div>
      )}
      {(status === 'submitted' || status === 'resubmitted') && (
        <p role="status" className="rounded-lg bg-surface px-4 py-3 text-sm text-ink">
          {t('notices.waiting')}
        </p>
      )}
      {registerPromo.data?.valid && (
        <p role="status" className="rounded-lg border border-secondary bg-secondary/20 px-4 py-3 text-sm text-ink">
          {t('notices.promo', { promo: registerPromo.data.promo.toUpperCase() })}
        </p>
      )}
    </>
  );
}
