import { BANK_ACCOUNT_TYPE_IDS, type TOfferBuyer, type TSignatureInput, type ZVodBank } from '@app/shared/offers/offer-draft.schema';
import type { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressOptions } from '../../../lib/forms/use-address-options';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { PhoneField } from '../../../ui/phone-field';
import { SignaturePad } from '../../../ui/signature-pad';
import { OfferVod } from '../../../ui/offer/offer-vod';
import { PrivateFiles } from '../../../ui/uploader/private-files';
import { offerQueryKey } from '../api/get-offer';
import { offerDocumentHref } from '../api/offer-links';
import type { OfferStepProps } from './offer-step';
import { useFieldErrors } from './step-fields';

/** The draft schema's limits: banks per buyer, accounts per bank, statements per account. */
export const MAX_BANKS = 5;
export const MAX_ACCOUNTS = 10;
export const MAX_STATEMENTS = 10;

type Bank = z.infer<typeof ZVodBank>;
type Account = NonNullable<Bank['accounts']>[number];
type VodEntry = NonNullable<OfferStepProps<'vod'>['value']['vod']>[number];
type ErrorFor = (path: string) => string | undefined;

const buyerName = (buyer: TOfferBuyer) => [buyer.name?.first, buyer.name?.last].filter(Boolean).join(' ');

type AccountCardProps = {
  offerId: string;
  /** The names of statements stored earlier, by id. */
  fileNames: Readonly<Record<string, string>>;
  account: Account;
  path: string;
  number: number;
  onChange(next: Account): void;
  onRemove(): void;
  errorFor: ErrorFor;
};

/** One account at a bank: its name, type, number and the most recent 3 months of statements. */
function AccountCard({ offerId, fileNames, account, path, number, onChange, onRemove, errorFor }: AccountCardProps) {
  const { t } = useTranslation('makeOffer');
  const title = t('vod.account', { number });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('vod.accountName')}
          maxLength={120}
          value={account.accountName ?? ''}
          onChange={(event) => onChange({ ...account, accountName: event.target.value })}
          error={errorFor(`${path}.accountName`)}
        />
        <SelectField
          label={t('vod.accountType')}
          value={account.accountType ?? ''}
          onChange={(event) => onChange({ ...account, accountType: (event.target.value || undefined) as Account['accountType'] })}
          error={errorFor(`${path}.accountType`)}
        >
          <option value="">{t('vod.chooseType')}</option>
          {BANK_ACCOUNT_TYPE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`vod.accountTypes.${id}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('vod.accountNumber')}
          autoComplete="off"
          maxLength={34}
          value={account.accountNumber ?? ''}
          onChange={(event) => onChange({ ...account, accountNumber: event.target.value })}
          error={errorFor(`${path}.accountNumber`)}
        />
      </div>
      <PrivateFiles
        label={t('vod.statements')}
        ids={account.mostRecentBankStatement ?? []}
        onChange={(mostRecentBankStatement) => onChange({ ...account, mostRecentBankStatement })}
        container="offer"
        max={MAX_STATEMENTS}
        hrefFor={(id) => offerDocumentHref(offerId, id)}
        storedNames={fileNames}
        error={errorFor(`${path}.mostRecentBankStatement`)}
      />
      <div>
        <Button variant="ghost" onClick={onRemove}>
          {t('vod.removeAccount', { account: title })}
        </Button>
      </div>
    </fieldset>
  );
}

type BankCardProps = {
  offerId: string;
  /** The names of statements stored earlier, by id. */
  fileNames: Readonly<Record<string, string>>;
  bank: Bank;
  path: string;
  number: number;
  country: string;
  onChange(next: Bank): void;
  onRemove(): void;
  errorFor: ErrorFor;
};

/** One bank of a buyer: the bank and its banker (whom the VOD request goes to), and the accounts there. */
function BankCard({ offerId, fileNames, bank, path, number, country, onChange, onRemove, errorFor }: BankCardProps) {
  const { t } = useTranslation('makeOffer');
  const options = useAddressOptions();
  const headingId = useId();
  const accounts = bank.accounts ?? [];
  const title = t('vod.bank', { number });
  const setAccounts = (next: Account[]) => onChange({ ...bank, accounts: next });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-ink">
          {title}
        </h4>
        <Button variant="ghost" onClick={onRemove}>
          {t('vod.removeBank', { bank: title })}
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('vod.bankName')}
          maxLength={120}
          value={bank.bankName ?? ''}
          onChange={(event) => onChange({ ...bank, bankName: event.target.value })}
          error={errorFor(`${path}.bankName`)}
        />
        <TextField
          label={t('vod.bankersName')}
          maxLength={120}
          value={bank.bankersName ?? ''}
          onChange={(event) => onChange({ ...bank, bankersName: event.target.value })}
          error={errorFor(`${path}.bankersName`)}
        />
        <PhoneField
          label={t('vod.bankersPhone')}
          countryLabel={t('buyers.phoneCountry')}
          countries={options.countries}
          defaultCountry={country}
          value={bank.bankersPhone}
          onChange={(bankersPhone) => onChange({ ...bank, bankersPhone })}
          error={errorFor(`${path}.bankersPhone`)}
        />
        <TextField
          label={t('vod.bankersEmail')}
          type="email"
          maxLength={254}
          value={bank.bankersEmail ?? ''}
          onChange={(event) => onChange({ ...bank, bankersEmail: event.target.value })}
          error={errorFor(`${path}.bankersEmail`)}
        />
      </div>
      {errorFor(`${path}.accounts`) && (
        <p role="alert" className="text-xs font-medium text-primary-dark">
          {t('vod.accountsMissing')}
        </p>
      )}
      {accounts.map((account, k) => (
        <AccountCard
          key={k}
          offerId={offerId}
          fileNames={fileNames}
          account={account}
          path={`${path}.accounts.${k}`}
          number={k + 1}
          errorFor={errorFor}
          onChange={(next) => setAccounts(accounts.map((other, i) => (i === k ? next : other)))}
          onRemove={() => setAccounts(accounts.filter((_, i) => i !== k))}
        />
      ))}
      <div>
        <Button variant="outline" disabled={accounts.length >= MAX_ACCOUNTS} onClick={() => setAccounts([...accounts, {}])}>
          {t('vod.addAccount')}
        </Button>
      </div>
    </section>
  );
}

/**
 * Page 4, VOD (verification of deposit): for each buyer, their banks (the banker to ask, the
 * accounts with 3 months of statements) and their VOD signature, drawn or typed. Filed under the
 * buyer's id, so removing a co-buyer never moves another's bank.
 */
export function VodStep({ offer, value, onChange, result }: OfferStepProps<'vod'>) {
  const { t } = useTranslation(['makeOffer', 'vod']);
  const queryClient = useQueryClient();
  const errorFor = useFieldErrors(result);
  const buyers = offer.draft?.buyers?.buyers ?? [];
  const entries = value.vod ?? [];
  const entryOf = (buyerId: string): VodEntry => entries.find((entry) => entry.buyerId === buyerId) ?? { buyerId };
  const setEntry = (next: VodEntry) => onChange({ ...value, vod: [...entries.filter((entry) => entry.buyerId !== next.buyerId), next] });
  if (buyers.length === 0) return <p className="text-ink">{t('vod.noBuyers')}</p>;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm text-muted">{t('vod.intro')}</p>
      {buyers.map((buyer, i) => {
        if (!buyer._id) return null;
        const entry = entryOf(buyer._id);
        const banks = entry.banks ?? [];
        const p = `vod.${i}`;
        const name = buyerName(buyer) || (i === 0 ? t('buyers.buyer') : t('buyers.coBuyer', { number: i }));
        const setBanks = (next: Bank[]) => setEntry({ ...entry, banks: next });
        return (
          <section key={buyer._id} aria-label={t('vod.buyerSection', { name })} className="flex flex-col gap-4">
            <h3 className="text-lg font-semibold text-ink">{name}</h3>
            {errorFor(`${p}.banks`) && (
              <p role="alert" className="text-xs font-medium text-primary-dark">
                {t('vod.banksMissing')}
              </p>
            )}
            {banks.map((bank, j) => (
              <BankCard
                key={j}
                offerId={offer._id}
                fileNames={offer.fileNames}
                bank={bank}
                path={`${p}.banks.${j}`}
                number={j + 1}
                country={buyer.address?.country ?? 'us'}
                errorFor={errorFor}
                onChange={(next) => setBanks(banks.map((other, k) => (k === j ? next : other)))}
                onRemove={() => setBanks(banks.filter((_, k) => k !== j))}
              />
            ))}
            <div>
              <Button variant="outline" disabled={banks.length >= MAX_BANKS} onClick={() => setBanks([...banks, { accounts: [{}] }])}>
                {t('vod.addBank')}
              </Button>
            </div>
            <SignaturePad
              label={t('vod.signature', { name })}
              value={(entry.vodSignature ?? null) as TSignatureInput | null}
              onChange={(vodSignature) => setEntry({ ...entry, vodSignature })}
              error={errorFor(`${p}.vodSignature`)}
            />
          </section>
        );
      })}
      {/* Sending to the banks needs the offer saved: the request reads the banks as the server holds them. */}
      <OfferVod
        offer={offer}
        canSend
        note={t('vod:offer.wizardNote')}
        onChange={(next) => queryClient.setQueryData(offerQueryKey(offer._id), next)}
      />
    </div>
  );
}
