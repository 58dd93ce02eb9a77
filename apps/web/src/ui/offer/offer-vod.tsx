import { SUPPORTED_LOCALES, type TLocale } from '@app/shared/constants/locale';
import type { TOfferVodRequest } from '@app/shared/offers/offer-vod.schema';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLocale } from '../../lib/i18n/locales';
import { useSendVodRequest, useVodAnswers, vodLetterHref } from '../../lib/offers/vod-requests';
import { Button } from '../button';
import { SelectField } from '../field';
import { FormAlert } from '../form-alert';
import { VodStatus } from './vod-status';

type Bank = TOffer['buyers'][number]['vod'][number];

/** The newest request to a buyer's bank (requests come newest first). */
const latestFor = (requests: TOfferVodRequest[], buyerId: string, bankName: string | undefined) =>
  requests.find((request) => request.buyerId === buyerId && request.bankName === bankName);

type BankRowProps = { offer: TOffer; buyerId: string; bank: Bank; index: number; canSend: boolean; onChange(offer: TOffer): void };

/** One bank: its latest answer and, for the buyer side, the request to send (or send again) in the bank's language. */
function BankRow({ offer, buyerId, bank, index, canSend, onChange }: BankRowProps) {
  const { t, i18n } = useTranslation('vod');
  const languageId = useId();
  const latest = latestFor(offer.vodRequests, buyerId, bank.bankName);
  const [locale, setLocale] = useState<TLocale>(() => (latest?.locale as TLocale | undefined) ?? findLocale(i18n.language)?.id ?? 'en-us');
  const send = useSendVodRequest(offer._id, onChange);
  const open = latest?.status === 'pending' || latest?.status === 'verified';
  const name = bank.bankName || t('offer.unnamedBank', { number: index + 1 });
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{name}</span>
        {latest ? <VodStatus request={latest} /> : <span className="text-sm text-muted">{t('status.none')}</span>}
      </div>
      {latest?.officerName && <p className="text-sm text-muted">{t('offer.answeredBy', { name: latest.officerName })}</p>}
      {latest?.hasLetter && (
        <a
          className="text-sm font-semibold text-primary hover:underline"
          href={vodLetterHref(offer._id, latest._id)}
          target="_blank"
          rel="noreferrer"
        >
          {t('offer.letter', { bank: name })}
        </a>
      )}
      {canSend && !open && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-48">
            <SelectField
              id={languageId}
              label={t('offer.language')}
              value={locale}
              onChange={(event) => setLocale(event.target.value as TLocale)}
            >
              {SUPPORTED_LOCALES.map((id) => (
                <option key={id} value={id}>
                  {findLocale(id)?.label}
                </option>
              ))}
            </SelectField>
          </div>
          <Button loading={send.isPending} onClick={() => send.mutate({ buyerId, bank: index, locale })}>
            {latest ? t('offer.resend', { bank: name }) : t('offer.send', { bank: name })}
          </Button>
        </div>
      )}
      {send.isSuccess && (
        <p role="status" className="text-sm text-ink">
          {t('offer.sent', { bank: name })}
        </p>
      )}
      <FormAlert message={send.error?.message ?? ''} />
    </li>
  );
}

type OfferVodProps = {
  offer: TOffer;
  /** Keeps the offer the server returns after a send where the page reads it. */
  onChange(offer: TOffer): void;
  /** The buyer side sends and resends the requests; the seller side reads the outcomes. */
  canSend: boolean;
  /** A note under the heading (the wizard says requests use the banks as last saved). */
  note?: string;
};

/**
 * Verification of deposit on an offer (decision 056): each buyer's banks with the bank's answer
 * ("Funds verified", "Not verified", "Expired after 48 hours") and its date; the buyer side sends
 * a bank its request, in the language the bank reads, and sends it again after it expired or was
 * refused. Kept current by the `vodAnswered` socket event.
 */
export function OfferVod({ offer, onChange, canSend, note }: OfferVodProps) {
  const { t } = useTranslation('vod');
  const headingId = useId();
  useVodAnswers(offer._id);
  const buyers = offer.buyers.filter((buyer) => buyer.vod.length > 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('offer.title')}
      </h2>
      {note && <p className="text-sm text-muted">{note}</p>}
      {buyers.length === 0 && <p className="text-sm text-muted">{t('offer.noBanks')}</p>}
      {buyers.map((buyer) => (
        <div key={buyer._id} className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">{`${buyer.name.first} ${buyer.name.last}`.trim()}</h3>
          <ul className="flex flex-col gap-3">
            {buyer.vod.map((bank, index) => (
              <BankRow key={index} offer={offer} buyerId={buyer._id} bank={bank} index={index} canSend={canSend} onChange={onChange} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
