import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { SectionCard } from '../../../ui/section-card';

/** The buyers, the buyer's agent, and each buyer's signature (when and how it was given). */
export function OfferParties({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offersDashboard');
  const formatMoment = useFormatMoment();
  return (
    <SectionCard title={t('view.signatures.title')}>
      <ul className="flex flex-col gap-2">
        {offer.buyers.map((buyer) => {
          const name = `${buyer.name.first} ${buyer.name.last}`.trim() || buyer.email || t('view.buyers.unnamed');
          const signature = buyer.signature ?? offer.signatures.find((s) => s.buyerId === buyer._id) ?? null;
          return (
            <li key={buyer._id} className="flex flex-col gap-0.5 sm:flex-row sm:justify-between">
              <span className="font-medium text-ink">
                {name}
                {buyer.email && name !== buyer.email && <span className="font-normal text-muted"> · {buyer.email}</span>}
              </span>
              <span className="text-sm text-muted">
                {signature
                  ? t('view.signatures.signed', {
                      date: formatMoment(signature.signedAt),
                      method: t(`view.signatures.${signature.method}`),
                    })
                  : t('view.signatures.notSigned')}
              </span>
            </li>
          );
        })}
      </ul>
      {offer.buyingAgentInformation && (
        <p className="text-sm text-muted">{t('view.buyers.agent', { email: offer.buyingAgentInformation.agentEmail })}</p>
      )}
    </SectionCard>
  );
}
