// The accounts module's public surface: other modules import these, nothing else of accounts.
export { accountsRoutes } from './accounts.routes';
export { accountView, savedAndHiddenOf, verifiedEmails } from './accounts.service';
export { createEmailVerifiedHooks, type EmailVerifiedHooks, type EmailVerifiedListener } from './email-verified';
export { mailLocaleOf } from './account-view';
export { registerAccountList, type AccountListName, type AccountListSource } from './account-lists';
// Account records, for auth (sign-up, sign-in, recovery, verification) and for modules that name an account's owner.
export {
  endRecovery,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  searchAccounts,
  syncConfiguredAdmins,
  updateAccountRow,
  verifiedEmailColumns,
  type AccountRow,
} from './accounts.repo';
