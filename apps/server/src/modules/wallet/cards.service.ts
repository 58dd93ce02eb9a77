import type { TSavedCard } from '@app/shared/payments/payments.schema';
import { parseCardExpiry, type ZCardForm, type ZTokenCardForm } from '@app/shared/validation/card';
import { countryHasPostalCodes } from '@app/shared/validation/postal-code';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { CardRejectedError, type CardDetails, type PaymentMethodCard } from '../../platform/payments/payment-provider';
import { findAccountById } from '../accounts/index';
import {
  findActiveCards,
  findCustomer,
  findOwnCard,
  insertCard,
  markCardRemoved,
  saveCustomer,
  setDefaultCard,
  type CardRow,
} from './cards.repo';

/** The card form with the digits (demo processor) or with the PaymentMethod Stripe.js made (Stripe). */
export type CardForm = z.output<typeof ZCardForm> | z.output<typeof ZTokenCardForm>;

/**
 * What the provider is given. The card's own fields go only to the demo processor; with Stripe
 * only a PaymentMethod id is taken (the routes validate with the Stripe form, and this refuses
 * digits again should anything else call it).
 */
function providerCard(deps: AppDeps, form: CardForm, postalCode: string): CardDetails | PaymentMethodCard {
  const billing = { street: form.street, apt: form.apt, city: form.city, state: form.state, postalCode, country: form.country };
  const tokenised = 'paymentMethodId' in form && typeof form.paymentMethodId === 'string';
  if (tokenised !== (deps.paymentProvider.kind === 'stripe')) throw new AppError('INVALID_CARD');
  if ('paymentMethodId' in form) return { paymentMethodId: form.paymentMethodId, cardholderName: form.cardholderName, billing };
  const expiry = parseCardExpiry(form.expiry);
  if (!expiry) throw new AppError('INVALID_CARD');
  return {
    number: form.number,
    expMonth: expiry.month,
    expYear: expiry.year,
    securityCode: form.securityCode,
    cardholderName: form.cardholderName,
    billing,
  };
}

/** A card as its owner sees it. */
export function toSavedCard(row: CardRow, now = new Date()): TSavedCard {
  const endOfExpiryMonth = Date.UTC(row.expYear, row.expMonth, 1);
  return {
    _id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    cardholderName: row.cardholderName,
    billing: { street: row.street, apt: row.apt, city: row.city, state: row.state, postalCode: row.postalCode, country: row.country },
    isDefault: row.isDefault,
    expired: endOfExpiryMonth <= now.getTime(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What a caller already read of the account (payments reads it with the checkout): its processor
 * customer (null: none) and its name and email, so they are not read again.
 */
export type KnownPayer = {
  customer: { provider: string; customerRef: string } | null;
  account: { email: string; firstName: string; lastName: string } | null;
};

/** The account's customer at the current provider, created on first use. */
export async function providerCustomer(deps: AppDeps, accountId: string, known?: KnownPayer): Promise<string> {
  const db = deps.database.db;
  const existing = known ? known.customer : await findCustomer(db, accountId);
  if (existing?.provider === deps.paymentProvider.kind) return existing.customerRef;
  const account = known?.account ?? (await findAccountById(db, accountId));
  if (!account) throw new AppError('SESSION_EXPIRED');
  const customerRef = await deps.paymentProvider.createCustomer({
    accountId,
    email: account.email,
    name: `${account.firstName} ${account.lastName}`.trim(),
  });
  return saveCustomer(db, accountId, deps.paymentProvider.kind, customerRef);
}

/**
 * Tokenises a card with the provider and stores what may be shown. `keep: false` stores it
 * already removed: a one-off card paid with at checkout stays off the wallet but on the receipt.
 */
export async function saveCard(
  deps: AppDeps,
  accountId: string,
  form: CardForm,
  options: { keep: boolean; makeDefault?: boolean | undefined; known?: KnownPayer },
): Promise<CardRow> {
  // A country without postal codes keeps none, whatever was sent.
  const postalCode = countryHasPostalCodes(form.country) ? form.postalCode : '';
  const card = providerCard(deps, form, postalCode);
  const customerRef = await providerCustomer(deps, accountId, options.known);
  let token;
  try {
    token = await deps.paymentProvider.saveCard(customerRef, card);
  } catch (err) {
    if (err instanceof CardRejectedError)
      throw new AppError(err.reason === 'processing_error' ? 'COULD_NOT_ADD_CARD' : 'INVALID_CARD', { cause: err });
    throw new AppError('COULD_NOT_ADD_CARD', { cause: err });
  }
  const values = {
    accountId,
    provider: deps.paymentProvider.kind,
    cardToken: token.token,
    brand: token.brand,
    last4: token.last4,
    expMonth: token.expMonth,
    expYear: token.expYear,
    cardholderName: form.cardholderName,
    street: form.street,
    apt: form.apt ?? null,
    city: form.city,
    state: form.state,
    postalCode,
    country: form.country,
    removedAt: options.keep ? null : new Date(),
  };
  // A one-off card touches no other card: one insert.
  if (!options.keep) return insertCard(deps.database.db, values);
  return deps.database.db.transaction(async (tx) => {
    const existing = await findActiveCards(tx, accountId);
    const row = await insertCard(tx, values);
    if (options.makeDefault || existing.length === 0) {
      await setDefaultCard(tx, accountId, row.id);
      return { ...row, isDefault: true };
    }
    return row;
  });
}

/** One of the account's cards by id, removed ones too (payments re-reads the card a payment names). */
export function ownCard(db: DbOrTx, accountId: string, cardId: string): Promise<CardRow | undefined> {
  return findOwnCard(db, accountId, cardId);
}

/** The account's default saved card (else its newest), for charges the server makes (renewals). */
export async function defaultCard(db: DbOrTx, accountId: string): Promise<CardRow | undefined> {
  const [card] = await findActiveCards(db, accountId);
  return card;
}

/** The account's customer at the card processor, when one was made. */
export function processorCustomer(db: DbOrTx, accountId: string) {
  return findCustomer(db, accountId);
}

/** The signed-in person's saved cards, default first. */
export async function listCards(deps: AppDeps, actor: AccountActor): Promise<TSavedCard[]> {
  return (await findActiveCards(deps.database.db, actor.accountId)).map((row) => toSavedCard(row));
}

/** Adds a card to the wallet (the first card becomes the default). */
export async function addCard(
  deps: AppDeps,
  actor: AccountActor,
  input: CardForm & { makeDefault?: boolean | undefined },
): Promise<TSavedCard> {
  const row = await saveCard(deps, actor.accountId, input, { keep: true, makeDefault: input.makeDefault });
  return toSavedCard(row);
}

/** A saved card of the account that can be charged, or 404. */
export async function chargeableCard(deps: AppDeps, accountId: string, cardId: string): Promise<CardRow> {
  const row = await findOwnCard(deps.database.db, accountId, cardId);
  if (!row || row.removedAt) throw new AppError('NOT_FOUND');
  return row;
}

/** Removes a card: the provider forgets it; a removed default hands over to the newest card. */
export async function removeCard(deps: AppDeps, actor: AccountActor, cardId: string): Promise<void> {
  const row = await chargeableCard(deps, actor.accountId, cardId);
  const customer = await findCustomer(deps.database.db, actor.accountId);
  if (customer && row.provider === deps.paymentProvider.kind) {
    await deps.paymentProvider.removeCard(customer.customerRef, row.cardToken);
  }
  await deps.database.db.transaction(async (tx) => {
    await markCardRemoved(tx, row.id);
    const [next] = await findActiveCards(tx, actor.accountId);
    if (row.isDefault && next) await setDefaultCard(tx, actor.accountId, next.id);
  });
}

/** Makes a card the default; returns the cards. */
export async function makeDefaultCard(deps: AppDeps, actor: AccountActor, cardId: string): Promise<TSavedCard[]> {
  await chargeableCard(deps, actor.accountId, cardId);
  await deps.database.db.transaction((tx) => setDefaultCard(tx, actor.accountId, cardId));
  return listCards(deps, actor);
}
