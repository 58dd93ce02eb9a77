import type { TOffer } from '@app/shared/offers/offers.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { DepositSchedule } from '../../../ui/offer/deposit-schedule';
import { SectionCard } from '../../../ui/section-card';
import { TermList } from '../../../ui/term-list';

/** The offer's pages as a read-only summary: price and terms, the money worked out, and the deposit schedule. */
export function OfferSummary({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offersDashboard');
  const formatMoney = useFormatMoney();
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? t('view.notAnswered') : formatMoney({ amount, currency: offer.currency });
  const draft = offer.draft;
  const rows: [string, ReactNode][] = [
    [t('view.listingPrice'), offer.listing.price ? formatMoney(offer.listing.price) : t('view.notAnswered')],
    [t('view.offerPrice'), money(offer.money.offerPrice)],
  ];
  if (draft) {
    const vesting = draft.titleVesting;
    const terms = draft.terms;
    rows.push(
      [t('view.closing'), draft.basics?.closingDays ? t('view.days', { count: draft.basics.closingDays }) : t('view.notAnswered')],
      [t('view.ownership'), vesting?.ownershipType ? t(`view.ownershipTypes.${vesting.ownershipType}`) : t('view.notAnswered')],
      [t('view.titleHeldAs'), vesting?.titleHeldAs || t('view.notAnswered')],
      [t('view.escrowPeriod'), terms?.escrowPeriodDays ? t('view.days', { count: terms.escrowPeriodDays }) : t('view.notAnswered')],
      [t('view.ownerCarry'), money(terms?.ownerCarry)],
      [t('view.minimumCounter'), money(terms?.minimumCounter)],
      [t('view.otherTerms'), terms?.otherTerms || t('view.notAnswered')],
    );
  }
  rows.push(
    [t('view.balance'), money(offer.money.balance)],
    [t('view.technologyFee'), money(offer.money.technologyFee)],
    [t('view.bookingDeposit'), offer.bookingDeposit ? formatMoney(offer.bookingDeposit.amount) : money(offer.money.bookingDeposit)],
  );
  return (
    <SectionCard title={t('view.summary')} description={draft ? undefined : t('view.termsInPdf')}>
      <TermList rows={rows} />
      <Deposits offer={offer} />
    </SectionCard>
  );
}

/** The deposit schedule (spec section 9), the same table the buyer saw on the Terms page. */
function Deposits({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offersDashboard');
  if (offer.money.deposits.length === 0)
    return (
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold text-ink">{t('view.deposits.title')}</h3>
        <p className="text-sm text-muted">{t('view.deposits.none')}</p>
      </div>
    );
  return <DepositSchedule money={offer.money} currency={offer.currency} />;
}
