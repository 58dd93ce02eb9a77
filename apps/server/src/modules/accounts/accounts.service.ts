import type { TAccount } from '@app/shared/accounts/account.schema';
import type { TUpdateAccountRequest } from '@app/shared/accounts/account-update.schema';
import type { TDeleteAccountRequest } from '@app/shared/accounts/auth.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import type { AccountActor } from '../../platform/auth-session/actor';
import { verifyPassword } from '../../platform/auth-session/passwords';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { accountDeleted } from './mail/account-deleted.template';
import { eraseAccountMedia } from '../media/index';
import { unsubscribe } from '../newsletter/index';
import { readAccountList } from './account-lists';
import { mailLocaleOf, toAccountView } from './account-view';
import {
  deleteAccountRow,
  findAccountById,
  findVerifiedEmails,
  findListingLists,
  hasIdentity,
  replaceListingList,
  updateAccountRow,
  type AccountRow,
} from './accounts.repo';

/** The issuer whose identities count as "Google linked" in the account view. */
function googleIssuer(deps: Pick<AppDeps, 'config'>) {
  return deps.config.oidc.issuer;
}

/** An account as its owner sees it, with its saved and hidden lists and its saved searches' ids. */
export async function accountView(deps: Pick<AppDeps, 'config'>, db: DbOrTx, row: AccountRow): Promise<TAccount> {
  // One after another: `db` may be a transaction (sign-up, profile save), which takes one query at a time.
  const lists = await findListingLists(db, row.id);
  const googleLinked = await hasIdentity(db, row.id, googleIssuer(deps));
  const savedSearches = await readAccountList(db, row.id, 'savedSearches');
  return toAccountView(row, { ...lists, savedSearches }, googleLinked);
}

/** The signed-in account. */
export async function getOwnAccount(deps: AppDeps, actor: AccountActor): Promise<TAccount> {
  const row = await findAccountById(deps.database.db, actor.accountId);
  if (!row) throw new AppError('SESSION_EXPIRED');
  return accountView(deps, deps.database.db, row);
}

/** PUT account: name, profile fields and the saved/hidden lists, each only when given. */
export async function updateOwnAccount(deps: AppDeps, actor: AccountActor, input: TUpdateAccountRequest): Promise<TAccount> {
  const { name, savedProps, hidden, ...profile } = input;
  return deps.database.db.transaction(async (tx) => {
    const row = await updateAccountRow(tx, actor.accountId, {
      ...(name ? { firstName: name.firstName, lastName: name.lastName } : {}),
      ...profile,
    });
    if (savedProps) await replaceListingList(tx, actor.accountId, 'saved', savedProps);
    if (hidden) await replaceListingList(tx, actor.accountId, 'hidden', hidden);
    return accountView(deps, tx, row);
  });
}

/**
 * Deletes the signed-in account after the person typed its email (and password, if it has
 * one). Their listings, saved and hidden lists, sessions and sign-in links go with it, their
 * uploaded files (rows now, bytes right after commit) too, and their newsletter subscription
 * ends; a goodbye mail is queued in the same transaction.
 */
export async function deleteOwnAccount(deps: AppDeps, actor: AccountActor, input: TDeleteAccountRequest): Promise<void> {
  const db = deps.database.db;
  const row = await findAccountById(db, actor.accountId);
  if (!row) throw new AppError('SESSION_EXPIRED');
  if (input.confirmEmail !== row.email) {
    throw new AppError('EMAIL_DOES_NOT_MATCH_ACCOUNT', { fields: { confirmEmail: MESSAGES.emailDoesNotMatchAccount } });
  }
  if (row.passwordHash && !(await verifyPassword(row.passwordHash, input.password ?? ''))) {
    throw new AppError('INCORRECT_PASSWORD', { fields: { password: MESSAGES.incorrectPassword } });
  }
  await db.transaction(async (tx) => {
    await enqueueMail(tx, { to: row.email, locale: mailLocaleOf(row), template: accountDeleted, data: { firstName: row.firstName } });
    await unsubscribe(tx, row.email);
    // Before the row: the cascade would drop the file rows and leave their bytes in the store.
    await eraseAccountMedia(tx, row.id);
    await deleteAccountRow(tx, row.id);
  });
  deps.outbox.kick();
}

/**
 * Which of these emails belong to accounts that have proved they own them (registered and
 * verified), as given: a company counts once whoever holds its inbox has confirmed it.
 */
export async function verifiedEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  const verified = new Set(await findVerifiedEmails(db, [...new Set(emails.map(normalEmail))]));
  return new Set(emails.filter((email) => verified.has(normalEmail(email))));
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The ids an account saved and hid (spec: savedProps, hidden). */
export function savedAndHiddenOf(db: DbOrTx, accountId: string) {
  return findListingLists(db, accountId);
}
