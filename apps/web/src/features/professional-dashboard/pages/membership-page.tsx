import { useTranslation } from 'react-i18next';
import { useMyMembership } from '../../../lib/memberships/get-my-membership';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMyProfile } from '../api/get-my-profile';
import { MembershipHistory } from '../components/membership-history';
import { MembershipSummary } from '../components/membership-summary';
import { PlanChoices } from '../components/plan-choices';
import { ProfileTranslationsSection } from '../components/profile-translations-section';
import { RenewalCard } from '../components/renewal-card';
import { ServiceAreasSection } from '../components/service-areas-section';

/** The professional's position: their profession, in the reader's language. */
function usePosition(): string | null {
  const { t } = useTranslation('accounts');
  const profession = useMyProfile().data?.information?.profession;
  return profession ? t(`professions.${profession}`) : null;
}

/**
 * /dashboard/professional/membership (spec section 3, Membership): the membership's fields, the
 * renewal card, the service postal codes with the allowance left, the history, and the plans
 * (bought through the checkout when there is none running).
 */
export default function MembershipPage() {
  const { t } = useTranslation('professionalDashboard');
  useDocumentTitle(t('membership.pageTitle'));
  const membership = useMyMembership();
  const position = usePosition();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('membership.pageTitle')}</h1>
        <p className="mt-2 text-muted">{t('membership.lead')}</p>
      </div>
      <QueryStatus query={membership} loading={t('membership.loading')}>
        {(data) => {
          if (!data) {
            return (
              <>
                <p className="rounded-lg bg-surface px-4 py-3 text-ink">{t('membership.noMembership')}</p>
                <PlanChoices running={false} />
              </>
            );
          }
          const running = data.status !== 'expired';
          return (
            <>
              <MembershipSummary membership={data} position={position} />
              {running && <RenewalCard membership={data} />}
              <ServiceAreasSection canAdd={running} />
              <ProfileTranslationsSection membership={data} />
              <PlanChoices running={running} />
              <MembershipHistory />
            </>
          );
        }}
      </QueryStatus>
    </div>
  );
}
