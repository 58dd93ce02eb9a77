import { MESSAGES } from '@app/shared/messages/messages';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import type { TVodAnswer, TVodLetter, TVodVerification } from '@app/shared/vod/vod.schema';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { findLocale } from '../../../lib/i18n/locales';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button, ButtonLink } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { Page } from '../../../ui/page';
import { SignaturePad } from '../../../ui/signature-pad';
import { Spinner } from '../../../ui/spinner';
import { useAnswerVerification, useVerification } from '../api/vod-verification';
import { LetterPicker } from '../components/letter-picker';
import { TermList } from '../../../ui/term-list';

const LINK_STATES = { VOD_LINK_USED: 'used', VOD_LINK_EXPIRED: 'expired' } as const;

/** What the bank is asked: the buyer, the bank, the accounts (last 4 digits), the amount and the deadline. */
function RequestSummary({ request }: { request: TVodVerification }) {
  const { t } = useTranslation(['vod', 'makeOffer']);
  const money = useFormatMoney();
  const formatMoment = useFormatMoment();
  const rows: [string, string][] = [
    [t('page.buyer'), request.buyerName],
    [t('page.bank'), request.bankName],
    [t('page.amount'), money(request.amount)],
    [t('page.expires'), formatMoment(request.expiresAt)],
  ];
  return (
    <section aria-labelledby="vod-summary" className="flex flex-col gap-3">
      <h2 id="vod-summary" className="sr-only">
        {t('page.title')}
      </h2>
      <TermList rows={rows} />
      <h3 className="font-semibold text-ink">{t('page.accounts')}</h3>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {request.accounts.map((account, index) => (
          <li key={index}>
            {t('page.accountLine', {
              name: account.accountName,
              type: account.accountType ? t(`makeOffer:vod.accountTypes.${account.accountType}`) : t('page.noType'),
              ending: account.numberEnding,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Errors = Partial<Record<'answer' | 'officerName' | 'signature', string>>;

/** The officer's answer: yes or no, their name, their signature and an optional letter; kept as typed when sending fails. */
function AnswerForm({ token, request }: { token: string; request: TVodVerification }) {
  const { t } = useTranslation('vod');
  const translate = useTranslateMessage();
  const money = useFormatMoney();
  const questionId = useId();
  const submit = useAnswerVerification();
  const [answer, setAnswer] = useState<TVodAnswer | null>(null);
  const [officerName, setOfficerName] = useState('');
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [letter, setLetter] = useState<TVodLetter | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  if (submit.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <h2 className="text-2xl font-semibold text-ink">{t('done.title')}</h2>
        <p className="text-ink">{t(`done.${submit.data.status}`)}</p>
      </div>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {
      ...(answer ? {} : { answer: translate(MESSAGES.required) }),
      ...(officerName.trim() ? {} : { officerName: translate(MESSAGES.required) }),
      ...(signature ? {} : { signature: translate(MESSAGES.required) }),
    };
    setErrors(next);
    if (!answer || !signature || Object.keys(next).length > 0) return;
    submit.mutate({ token, answer, officerName: officerName.trim(), signature, ...(letter ? { letterId: letter._id } : {}) });
  };
  const fields = submit.error instanceof ApiError ? (submit.error.fields ?? {}) : {};
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.answer ? `${questionId}-error` : undefined}
        aria-invalid={Boolean(errors.answer)}
      >
        <legend className="mb-2 font-semibold text-ink">{t('page.question', { amount: money(request.amount) })}</legend>
        {(['verified', 'not-verified'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name="answer"
              value={value}
              checked={answer === value}
              disabled={submit.isPending}
              onChange={() => setAnswer(value)}
              className="size-5 accent-primary"
            />
            {t(`page.answers.${value}`)}
          </label>
        ))}
        {errors.answer && (
          <p id={`${questionId}-error`} role="alert" className="text-xs font-medium text-primary-dark">
            {errors.answer}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('page.officerName')}
        autoComplete="name"
        maxLength={120}
        value={officerName}
        disabled={submit.isPending}
        onChange={(event) => setOfficerName(event.target.value)}
        error={errors.officerName}
      />
      <SignaturePad
        label={t('page.signature')}
        value={signature}
        onChange={setSignature}
        error={errors.signature}
        disabled={submit.isPending}
      />
      <LetterPicker token={token} letter={letter} onChange={setLetter} disabled={submit.isPending} />
      {fields.letterId && <FormAlert message={fields.letterId} />}
      <p className="text-sm text-muted">{t('page.once')}</p>
      <FormAlert message={submit.error && !fields.letterId ? submit.error.message : ''} />
      <div>
        <Button type="submit" loading={submit.isPending}>
          {t('page.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Shows the page in the language the buyer picked for the bank, once, on arrival (the officer may switch after). */
function useBankLanguage(request: TVodVerification | undefined) {
  const { i18n } = useTranslation();
  const applied = useRef(false);
  useEffect(() => {
    if (!request || applied.current) return;
    applied.current = true;
    const tag = findLocale(request.locale)?.tag;
    if (tag && tag !== i18n.language) void i18n.changeLanguage(tag);
  }, [request, i18n]);
}

/**
 * /vod/verification?token=…: the link mailed to a bank officer (decision 056). No account: the
 * officer reads whose funds and how much, confirms or denies, signs and may attach a letter; the
 * link works once, for 48 hours. A used, expired or unknown link says so.
 */
export default function VodVerificationPage() {
  const { t } = useTranslation('vod');
  const translate = useTranslateMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useVerification(token);
  useBankLanguage(query.data);
  const home = (
    <ButtonLink to="/" variant="ghost">
      {t('page.home')}
    </ButtonLink>
  );
  if (!token || query.error) {
    const code = query.error instanceof ApiError ? query.error.code : 'VOD_LINK_INVALID';
    const state = LINK_STATES[code as keyof typeof LINK_STATES] ?? 'invalid';
    const message = query.error?.message ?? MESSAGES.vodLinkInvalid;
    return (
      <Page width="prose" title={t(`states.${state}`)} lead={<span role="alert">{translate(message)}</span>}>
        {home}
      </Page>
    );
  }
  const request = query.data;
  if (!request) {
    return (
      <Page width="prose" title={t('page.title')}>
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('page.loading')}
        </p>
      </Page>
    );
  }
  return (
    <Page width="prose" title={t('page.title')} lead={t('page.lead', { buyer: request.buyerName, bank: request.bankName })}>
      <div className="flex flex-col gap-8">
        <RequestSummary request={request} />
        <AnswerForm token={token} request={request} />
      </div>
    </Page>
  );
}
