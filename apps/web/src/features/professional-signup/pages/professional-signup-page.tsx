import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { useQuery } from '@tanstack/react-query';
import { myMembershipQueryOptions } from '../../../lib/memberships/get-my-membership';
import { ownProfileQueryOptions } from '../api/get-own-profile';
import { SignupWizard, type TSignupParts } from '../components/signup-wizard';

/**
 * /professional/register, /professional/register/{new} (ProfessionalSignUp) and
 * /professional/edit/{id} (ProfessionalSignUpEdit): the five-step professional sign-up, opened
 * on what was saved. Editing is of one's own profile (the id is the account's); another id, or
 * no profile yet, leads to the right address. The app passes in the parts other features own.
 */
export default function ProfessionalSignupPage({ parts }: { parts: TSignupParts }) {
  const { t } = useTranslation('professionalSignup');
  const { id } = useParams();
  const { account } = useSession();
  const profile = useQuery({ ...ownProfileQueryOptions(), refetchOnMount: 'always' });
  const membership = useQuery({ ...myMembershipQueryOptions(), refetchOnMount: 'always' });
  const editing = id !== undefined;
  if (editing && profile.data === null) return <Navigate replace to="/professional/register" />;
  if (editing && account && id !== account._id) return <Navigate replace to={`/professional/edit/${encodeURIComponent(account._id)}`} />;
  // Opened fresh: coming back from the checkout, the membership just paid for must show (the cache may hold the one before).
  const fresh = profile.isFetchedAfterMount && membership.isFetchedAfterMount;
  const both = {
    data:
      fresh && profile.data !== undefined && membership.data !== undefined
        ? { profile: profile.data, membership: membership.data }
        : undefined,
    error: profile.error ?? membership.error,
    refetch: () => Promise.all([profile.refetch(), membership.refetch()]),
  };
  return (
    <Page title={t(editing ? 'title.edit' : 'title.register')} lead={t('lead')} width="prose">
      <QueryStatus query={both} loading={t('loading')}>
        {(data) => <SignupWizard profile={data.profile} membership={data.membership} parts={parts} />}
      </QueryStatus>
    </Page>
  );
}
