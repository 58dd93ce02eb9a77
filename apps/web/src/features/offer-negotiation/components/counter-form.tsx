import { termChanges, termsOfDraft } from '@app/shared/offers/offer-negotiation';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useLocalCurrency } from '../../../lib/fx/use-local-currency';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { FocusedFormAlert } from '../../../ui/focused-form-alert';
import { SignaturePad } from '../../../ui/signature-pad';
import { useSendTerms } from '../api/send-terms';
import { checkTerms, previewTerms, type TTermsInput } from '../model/terms-input';
import type { TTermsMove } from '../negotiation-paths';
import { CannotRenegotiate } from './cannot-renegotiate';
import { TermChanges } from './term-changes';
import { TermsFields } from './terms-fields';
import type { TMoneyView } from './term-value';

type CounterFormProps = {
  offer: TOffer;
  move: TTermsMove;
  /** After the server took the terms: back to the offer, with the answer it gave. */
  onDone(offer: TOffer): void;
};

/**
 * Counter, Edit and Renegotiate (one form): the current terms to change, a live preview of what
 * changes, the signature, and the server's verdict in the spec's words beside the field it is
 * about, with everything typed kept.
 */
export function CounterForm({ offer, move, onDone }: CounterFormProps) {
  const { t } = useTranslation('offerNegotiation');
  const translate = useTranslateMessage();
  const previewId = useId();
  const current = termsOfDraft(offer.draft ?? {});
  const [input, setInput] = useState<TTermsInput>(current);
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [blocked, setBlocked] = useState(false);
  const send = useSendTerms(offer._id);
  const money: TMoneyView = { currency: offer.currency, ...useLocalCurrency(offer.currency) };
  const changes = termChanges(current, previewTerms(input, current));
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, translate(message)]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = checkTerms(input, current, { answersMinimum: move !== 'edit' });
    const found = 'errors' in checked ? { ...checked.errors } : {};
    if (!signature) found.signature = t('form.signatureRequired');
    setErrors(found);
    if (!('terms' in checked) || !signature) return setFailure(t('form.fix'));
    if (changes.length === 0) return setFailure(t('form.nothingChanged'));
    try {
      const answered = await send.mutateAsync({ move, body: { terms: checked.terms, signature } });
      onDone(answered);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CANNOT_RENEGOTIATE') return setBlocked(true);
      if (error instanceof ApiError && error.fields) {
        setErrors(error.fields);
        return setFailure(t('form.fix'));
      }
      setFailure((error instanceof Error && error.message) || t('failed'));
    }
  };

  if (blocked) return <CannotRenegotiate offer={offer} />;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
      {failure && <FocusedFormAlert message={failure} />}
      <TermsFields terms={input} onChange={setInput} money={money} errors={shownErrors} />
      <section aria-labelledby={previewId} className="flex flex-col gap-3 rounded-xl bg-surface p-4">
        <h2 id={previewId} className="text-lg font-semibold text-ink">
          {t('form.preview')}
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-muted">{t('form.noChanges')}</p>
        ) : (
          <TermChanges changes={changes} money={money} />
        )}
      </section>
      <SignaturePad label={t('form.signature')} value={signature} onChange={setSignature} error={shownErrors.signature} />
      <div>
        <Button type="submit" loading={send.isPending}>
          {t(`form.submit.${move}`)}
        </Button>
      </div>
    </form>
  );
}
