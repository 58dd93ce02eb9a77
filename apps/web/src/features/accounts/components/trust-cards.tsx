import type { TAccount } from '@app/shared/accounts/account.schema';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { useAuthProviders } from '../api/get-auth-providers';
import { GoogleSignIn } from './google-sign-in';
import { ResendVerification } from './resend-verification';
import { SectionCard } from '../../../ui/section-card';
import { StatusBadge } from './status-badge';

const TRUST_ROUTE = '/dashboard/account/trust-verification';

/** Whether the email is verified, with a new link when it is not. */
export function EmailVerificationCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  return (
    <SectionCard title={t('trust.email.title')} description={account.email}>
      <StatusBadge on={account.verified}>{account.verified ? t('trust.email.verified') : t('trust.email.notVerified')}</StatusBadge>
      {!account.verified && (
        <>
          <p className="text-sm text-muted">{t('trust.email.why')}</p>
          <ResendVerification />
        </>
      )}
    </SectionCard>
  );
}

/** Whether Google sign-in is linked, with a way to link it when the server offers Google. */
export function GoogleLinkCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  const { data: providers } = useAuthProviders();
  if (!account.googleLinked && !providers?.google) return null;
  return (
    <SectionCard title={t('trust.google.title')} description={t('trust.google.description')}>
      <StatusBadge on={account.googleLinked}>{account.googleLinked ? t('trust.google.linked') : t('trust.google.notLinked')}</StatusBadge>
      {!account.googleLinked && (
        <div className="max-w-xs">
          <GoogleSignIn label={t('trust.google.link')} cb={TRUST_ROUTE} />
        </div>
      )}
    </SectionCard>
  );
}

/** Becoming an industry professional (the ProfessionalSignUp route), or that one already is. */
export function ProfessionalCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('accounts');
  if (account.roles.professional) {
    return (
      <SectionCard title={t('trust.professional.title')}>
        <StatusBadge on>{t('trust.professional.active')}</StatusBadge>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('trust.professional.title')} description={t('trust.professional.pitch')}>
      <ButtonLink to="/professional/register" variant="secondary" className="self-start">
        {t('trust.professional.cta')}
      </ButtonLink>
    </SectionCard>
  );
}
