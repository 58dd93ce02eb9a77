import { readyToSign } from '@app/shared/offers/offer-pages';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SignaturePad } from '../../../ui/signature-pad';
import { useSignOffer } from '../api/sign-offer';
import { PdfList } from '../components/pdf-list';
import { SendOfferPanel } from '../components/send-offer-panel';
import { SignaturesList } from '../components/signatures-list';
import type { OfferStepProps } from './offer-step';

/** The newer of two copies of the offer: the one this page got back from signing, or the wizard's. */
const newer = (a: TOffer, b: TOffer | null) => (b && b._id === a._id && b.updatedAt >= a.updatedAt ? b : a);

/**
 * Page 8, Sign: every buyer signs for themselves, drawn or typed (co-buyers by the link mailed to
 * them); the page shows who has signed. Once all have, the signed PDFs (the buyer's language and
 * English) with their SHA-256 and Verify, then 'Send offer', which pays the booking deposit.
 */
export default function SignStep({ offer: given }: OfferStepProps<'sign'>) {
  const { t } = useTranslation('offerPages');
  const session = useSession();
  const sign = useSignOffer();
  const [signed, setSigned] = useState<TOffer | null>(null);
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [error, setError] = useState('');
  const offer = newer(given, signed);
  const email = session.account?.email.toLowerCase();
  const me = offer.buyers.find((buyer) => buyer.email.toLowerCase() === email) ?? null;
  const iSigned = me ? offer.signatures.some((entry) => entry.buyerId === me._id) || me.signature !== null : false;
  const allSigned = offer.pages.sign.complete;
  const ready = readyToSign(offer.pages);

  const submit = () => {
    if (!me || !signature) return setError(t('sign.signFirst'));
    setError('');
    sign.mutate(
      { offerId: offer._id, buyerId: me._id, signature },
      { onSuccess: (next) => setSigned(next), onError: (failure) => setError(failure.message) },
    );
  };

  if (offer.completed) return <p role="status">{t('sign.alreadySent')}</p>;
  return (
    <div className="flex flex-col gap-8">
      {!ready && (
        <p role="alert" className="rounded-lg border border-primary/40 bg-primary-light px-4 py-3 text-sm font-medium text-primary-dark">
          {t('sign.notReady')}
        </p>
      )}
      <SignaturesList offer={offer} myBuyerId={me?._id ?? null} />
      {ready && me && !iSigned && (
        <section className="flex flex-col gap-3">
          <SignaturePad
            label={t('sign.yourSignature', { name: `${me.name.first} ${me.name.last}`.trim() })}
            value={signature}
            onChange={setSignature}
            disabled={sign.isPending}
          />
          <p className="text-sm text-muted">{t('sign.recorded')}</p>
          <FormAlert message={error} />
          <div>
            <Button loading={sign.isPending} disabled={!signature} onClick={submit}>
              {t('sign.signOffer')}
            </Button>
          </div>
        </section>
      )}
      {ready && !me && !allSigned && <p className="text-muted">{t('sign.notABuyer')}</p>}
      {allSigned && <PdfList offer={offer} />}
      {allSigned && offer.actions.includes('send') && <SendOfferPanel offer={offer} />}
    </div>
  );
}
