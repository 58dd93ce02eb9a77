import type { TBuyerDocumentKind } from '@app/shared/offers/offer-draft.schema';
import type { TOwnershipTypeId } from '@app/shared/reference/offers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { PrivateFiles } from '../../../ui/uploader/private-files';
import { offerDocumentHref } from '../api/offer-links';
import type { OfferStepProps } from './offer-step';

type TDocumentsEntry = NonNullable<OfferStepProps<'documents'>['value']['documents']>[number];

/** Kinds each buyer gives, by ownership type (spec section 5; offer-pages.ts checks the same). */
export function buyerDocumentKinds(type: TOwnershipTypeId | undefined): TBuyerDocumentKind[] {
  // A Trustee gives a government ID and the grant deed; a company's directors each their ID.
  return type === 'living-trust' ? ['govermentID', 'grantDeed'] : ['govermentID'];
}

/** Kinds given once for the trust or the company (kept with the first buyer, as the rules read them). */
export function entityDocumentKinds(type: TOwnershipTypeId | undefined): TBuyerDocumentKind[] {
  if (type === 'living-trust') return ['livingTrustAgreement'];
  if (type === 'company' || type === 'company-director')
    return ['articlesOfIncorporation', 'certificationOfIncorporation', 'businessRegistrationLicense'];
  return [];
}

/**
 * Page 5, Documents: per buyer, a government ID, and what their ownership type asks for (a
 * Trustee's grant deed; the trust agreement; a company's articles or certification of
 * incorporation and business registration licence). PDF, JPG or PNG, uploaded privately: only
 * the offer's parties can open them.
 */
export default function DocumentsStep({ offer, value, onChange, result }: OfferStepProps<'documents'>) {
  const { t } = useTranslation('offerPages');
  const translate = useTranslateMessage();
  const type = offer.draft?.titleVesting?.ownershipType;
  const entries = value.documents ?? [];
  const entryOf = (buyerId: string): TDocumentsEntry => entries.find((entry) => entry.buyerId === buyerId) ?? { buyerId };
  const errorAt = (path: string) => {
    const message = result.invalid[path] ?? result.missing[path];
    return message ? translate(message) : undefined;
  };
  // The page's latest answers: an upload lands after others may have (each uploader reports when
  // its file is stored), and must add to what is there now, not to what was there when it started.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const setKind = (buyerId: string, kind: TBuyerDocumentKind, ids: string[]) => {
    const current = latest.current.documents ?? [];
    const entry = current.find((other) => other.buyerId === buyerId) ?? { buyerId };
    const others = current.filter((other) => other.buyerId !== buyerId);
    // Kept in the buyers' order, so the page's answers read like the buyers page.
    const order = offer.buyers.map((buyer) => buyer._id);
    const next = {
      ...latest.current,
      documents: [...others, { ...entry, [kind]: ids }].sort((a, b) => order.indexOf(a.buyerId) - order.indexOf(b.buyerId)),
    };
    latest.current = next;
    onChange(next);
  };
  const field = (buyerIndex: number, buyerId: string, kind: TBuyerDocumentKind, hint?: string) => (
    <PrivateFiles
      storedNames={offer.fileNames}
      key={kind}
      label={t(`documents.kinds.${kind}`)}
      hint={hint}
      ids={entryOf(buyerId)[kind] ?? []}
      container="offer"
      hrefFor={(mediaId) => offerDocumentHref(offer._id, mediaId)}
      onChange={(ids) => setKind(buyerId, kind, ids)}
      error={errorAt(`documents.${buyerIndex}.${kind}`)}
    />
  );
  const first = offer.buyers[0];
  const entityKinds = entityDocumentKinds(type);
  const entity = type === 'living-trust' ? 'trust' : 'company';
  return (
    <div className="flex flex-col gap-8">
      <p className="text-muted">{t('documents.intro')}</p>
      {offer.buyers.length === 0 && <p role="status">{t('documents.noBuyers')}</p>}
      {offer.buyers.map((buyer, index) => {
        const name = `${buyer.name.first} ${buyer.name.last}`.trim() || t('documents.buyerNumber', { number: index + 1 });
        return (
          <section key={buyer._id} aria-label={t('documents.buyerSection', { name })} className="flex flex-col gap-3">
            <h2 className="text-xl font-bold text-ink">{t('documents.buyerSection', { name })}</h2>
            {buyerDocumentKinds(type).map((kind) =>
              field(
                index,
                buyer._id,
                kind,
                kind === 'govermentID' && entityKinds.length > 0 && type !== 'living-trust' ? t('documents.directorIdHint') : undefined,
              ),
            )}
            {field(index, buyer._id, 'additionalDocs', t('documents.additionalHint'))}
          </section>
        );
      })}
      {first && entityKinds.length > 0 && (
        <section aria-label={t(`documents.entity.${entity}`)} className="flex flex-col gap-3">
          <h2 className="text-xl font-bold text-ink">{t(`documents.entity.${entity}`)}</h2>
          {entity === 'company' && <p className="text-sm text-muted">{t('documents.articlesOrCertification')}</p>}
          {entityKinds.map((kind) => field(0, first._id, kind))}
        </section>
      )}
    </div>
  );
}
