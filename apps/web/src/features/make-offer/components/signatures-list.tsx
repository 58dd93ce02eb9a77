import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Badge } from '../../../ui/badge';

/** Who has signed the offer and who has not yet (co-buyers sign by the link mailed to them). */
export function SignaturesList({ offer, myBuyerId }: { offer: TOffer; myBuyerId: string | null }) {
  const { t } = useTranslation('offerPages');
  const formatMoment = useFormatMoment();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('sign.signaturesTitle')}
      </h2>
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
        {offer.buyers.map((buyer) => {
          const signature = offer.signatures.find((entry) => entry.buyerId === buyer._id) ?? buyer.signature;
          const name = `${buyer.name.first} ${buyer.name.last}`.trim() || buyer.email;
          return (
            <li key={buyer._id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="font-medium text-ink">
                {name}
                {buyer._id === myBuyerId && <span className="text-muted"> {t('sign.you')}</span>}
              </span>
              {signature ? (
                <span className="flex items-center gap-2 text-sm">
                  <Badge tone="good">{t('sign.signed')}</Badge>
                  {formatMoment(signature.signedAt)}
                </span>
              ) : (
                <span className="flex items-center gap-2 text-sm text-muted">
                  <Badge tone="neutral">{t('sign.notSigned')}</Badge>
                  {buyer._id === myBuyerId ? null : t('sign.linkMailed', { email: buyer.email })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
