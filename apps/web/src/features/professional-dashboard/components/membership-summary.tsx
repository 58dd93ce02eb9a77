import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { MESSAGES } from '@app/shared/messages/messages';
import { Badge } from '../../../ui/badge';
import { FormAlert } from '../../../ui/form-alert';
import { cardExpiry, cardLabel } from '../../../ui/payment-card/card-label';
import { SectionCard } from '../../../ui/section-card';
import { AutoRenewToggle } from './auto-renew-toggle';

const STATUS_TONE = { active: 'good', 'past-due': 'warning', expired: 'bad' } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-muted sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

type MembershipSummaryProps = { membership: TMyMembership; position: string | null };

/**
 * The spec's Membership fields (section 3): position, ID, plan, next billing date, card last digits
 * and expiration, auto-renew and expiration; a failed renewal says 'Could not add subscription'
 * with the end of the grace period.
 */
export function MembershipSummary({ membership, position }: MembershipSummaryProps) {
  const { t } = useTranslation('professionalDashboard');
  const formatDay = useFormatDay('long');
  const formatMoney = useFormatMoney();
  const none = t('membership.none');
  return (
    <SectionCard title={t('membership.title')}>
      {membership.status === 'past-due' && (
        <div className="flex flex-col gap-2">
          <FormAlert message={MESSAGES.couldNotAddSubscription} />
          {membership.graceEndsAt && (
            <p className="text-sm text-ink">{t('membership.grace', { date: formatDay(membership.graceEndsAt) })}</p>
          )}
        </div>
      )}
      {membership.status === 'expired' && (
        <p className="text-ink">{t('membership.expiredNote', { date: formatDay(membership.expiresAt ?? membership.currentPeriodEnd) })}</p>
      )}
      <dl className="flex flex-col gap-3">
        <Row label={t('membership.fields.position')}>{position ?? none}</Row>
        <Row label={t('membership.fields.id')}>
          <span className="font-mono text-sm">{membership._id}</span>
        </Row>
        <Row label={t('membership.fields.plan')}>
          <span className="flex flex-wrap items-center gap-2">
            {t(`membership.planCycle.${membership.cycle}`, { plan: t(`plans.${membership.plan}`) })}
            <Badge tone={STATUS_TONE[membership.status]}>{t(`membership.statuses.${membership.status}`)}</Badge>
            {membership.promotional && <Badge>{t('membership.promotional')}</Badge>}
          </span>
        </Row>
        <Row label={t('membership.fields.nextBilling')}>
          {membership.nextBillingDate
            ? t('membership.nextBilling', { date: formatDay(membership.nextBillingDate), price: formatMoney(membership.renewalPrice) })
            : none}
        </Row>
        <Row label={t('membership.fields.card')}>
          {membership.card
            ? t('membership.card', { card: cardLabel(membership.card), expiry: cardExpiry(membership.card) })
            : t('membership.noCard')}
        </Row>
        <Row label={t('membership.fields.autoRenew')}>
          <AutoRenewToggle membership={membership} />
        </Row>
        <Row label={t('membership.fields.expiration')}>{membership.expiresAt ? formatDay(membership.expiresAt) : none}</Row>
        <Row label={t('membership.fields.postalCodes')}>
          {membership.postalCodes.allowed === null
            ? t('membership.postalCodesUnlimited', { used: membership.postalCodes.used })
            : t('membership.postalCodesUsed', { used: membership.postalCodes.used, allowed: membership.postalCodes.allowed })}
        </Row>
        <Row label={t('membership.fields.languages')}>
          {membership.translationLocales.map((locale) => t(`languages.${locale}`)).join(', ')}
        </Row>
      </dl>
    </SectionCard>
  );
}
