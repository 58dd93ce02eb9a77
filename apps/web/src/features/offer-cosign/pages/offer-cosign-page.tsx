import type { TCosignOffer } from '@app/shared/offers/offer-cosign.schema';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button, ButtonLink } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { Page } from '../../../ui/page';
import { SignaturePad } from '../../../ui/signature-pad';
import { Spinner } from '../../../ui/spinner';
import { useCosignOffer, useSignCosignOffer } from '../api/cosign-offer';
import { TermList } from '../../../ui/term-list';

/** The offer's key terms, as the co-buyer reads them before signing. */
function OfferSummary({ offer }: { offer: TCosignOffer }) {
  const { t } = useTranslation('offerCosign');
  const money = useFormatMoney();
  const amount = (minor: number | null) => (minor === null ? '—' : money({ amount: minor, currency: offer.currency }));
  const address = [offer.listing.address.street, offer.listing.address.city, offer.listing.address.state].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('summary.property'), [offer.listing.title, address].filter(Boolean).join(' · ')],
    [t('summary.listingPrice'), offer.listing.price ? money(offer.listing.price) : '—'],
    [t('summary.offerPrice'), amount(offer.offerPrice)],
    [t('summary.ownership'), offer.ownershipType ? t(`ownership.${offer.ownershipType}`) : '—'],
    [t('summary.closingDays'), offer.closingDays === null ? '—' : t('summary.days', { count: offer.closingDays })],
    [t('summary.escrowDays'), offer.escrowPeriodDays === null ? '—' : t('summary.days', { count: offer.escrowPeriodDays })],
    [t('summary.deposits'), offer.money.deposits.map((deposit) => amount(deposit.deposit)).join(' + ') || '—'],
    [t('summary.balance'), amount(offer.money.balance)],
    [t('summary.bookingDeposit'), amount(offer.money.bookingDeposit)],
  ];
  return (
    <section aria-labelledby="cosign-summary" className="flex flex-col gap-3">
      <h2 id="cosign-summary" className="text-xl font-semibold text-ink">
        {t('summary.title')}
      </h2>
      <TermList rows={rows} />
      <h3 className="mt-2 font-semibold text-ink">{t('summary.buyers')}</h3>
      <ul className="flex flex-col gap-1">
        {offer.buyers.map((buyer) => (
          <li key={buyer._id}>
            {`${buyer.name.first} ${buyer.name.last}`.trim()} — {buyer.signed ? t('summary.signed') : t('summary.notSigned')}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /offers/sign/:token, the link mailed to a co-buyer (decision 053): the offer's summary and a
 * signature, drawn or typed, with no account. The link works once and for a limited time.
 */
export default function OfferCosignPage() {
  const { t } = useTranslation('offerCosign');
  const { token = '' } = useParams();
  const translate = useTranslateMessage();
  const query = useCosignOffer(token);
  const sign = useSignCosignOffer(token);
  const formatMoment = useFormatMoment();
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const home = (
    <ButtonLink to="/" variant="ghost">
      {t('home')}
    </ButtonLink>
  );

  if (sign.isSuccess) {
    return (
      <Page width="prose" title={t('done.title')} lead={t('done.body', { title: sign.data.listing.title ?? '' })}>
        {home}
      </Page>
    );
  }
  if (query.error) {
    return (
      <Page width="prose" title={t('invalid.title')} lead={<span role="alert">{translate(query.error.message)}</span>}>
        {home}
      </Page>
    );
  }
  const offer = query.data;
  if (!offer) {
    return (
      <Page width="prose" title={t('title')}>
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('loading')}
        </p>
      </Page>
    );
  }
  const name = `${offer.signer.name.first} ${offer.signer.name.last}`.trim();
  return (
    <Page width="prose" title={t('title')} lead={t('lead', { name, title: offer.listing.title ?? '' })}>
      <div className="mt-6 flex flex-col gap-8">
        <OfferSummary offer={offer} />
        <section className="flex flex-col gap-3">
          <SignaturePad label={t('yourSignature', { name })} value={signature} onChange={setSignature} disabled={sign.isPending} />
          <p className="text-sm text-muted">{t('recorded', { moment: formatMoment(offer.expiresAt) })}</p>
          <FormAlert message={sign.error?.message ?? ''} />
          <div>
            <Button loading={sign.isPending} disabled={!signature} onClick={() => signature && sign.mutate(signature)}>
              {t('sign')}
            </Button>
          </div>
        </section>
      </div>
    </Page>
  );
}
