import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMyProfile } from '../api/get-my-profile';
import { TurnOffProfile } from '../components/turn-off-profile';
import { VerificationStatus } from '../components/verification-status';

/** /dashboard/professional/verify (spec sections 2 and 4): where the professional profile's verification stands. */
export default function VerifyPage() {
  const { t } = useTranslation('professionalDashboard');
  useDocumentTitle(t('verify.title'));
  const profile = useMyProfile();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('verify.title')}</h1>
        <p className="mt-2 text-muted">{t('verify.lead')}</p>
      </div>
      <div aria-live="polite">
        <QueryStatus query={profile} loading={t('verify.loading')}>
          {(data) =>
            data ? (
              <div className="flex flex-col gap-6">
                <VerificationStatus profile={data} />
                <TurnOffProfile profile={data} />
              </div>
            ) : (
              <section className="flex flex-col items-start gap-3 rounded-2xl border border-line p-4 sm:p-6">
                <p>{t('verify.noProfile')}</p>
                <Link to="/professional/register" className="font-semibold text-primary-dark underline">
                  {t('verify.register')}
                </Link>
              </section>
            )
          }
        </QueryStatus>
      </div>
    </div>
  );
}
