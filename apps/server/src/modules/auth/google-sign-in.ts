import type { DbOrTx } from '../../db/client';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../app-deps';
import { deleteAccountSessions } from '../../platform/auth-session/sessions';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { welcome } from './mail/welcome.template';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  mailLocaleOf,
  updateAccountRow,
  verifiedEmailColumns,
} from '../accounts/index';
import { deleteExpiredOidcFlows, findIdentity, insertOidcFlow, linkIdentity, takeOidcFlow, unlinkIdentities } from './auth.repo';
import { queueVerificationMail } from './verification.service';

export const FLOW_TTL_MS = 10 * 60 * 1000;
export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

/**
 * Where a sign-in may send the browser back to: `cb` resolved the way a browser resolves it
 * (tabs and newlines dropped, backslashes as slashes), kept only when it stays on this site,
 * as its path, query and fragment; anything else goes to "/".
 */
export function safeReturnPath(cb: string | undefined, publicUrl: string): string {
  if (!cb?.startsWith('/')) return '/';
  const site = new URL(publicUrl);
  const target = URL.parse(cb, publicUrl);
  if (!target || target.origin !== site.origin || target.pathname.startsWith('//')) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}

type FinishResult =
  { ok: true; account: AccountRow; returnTo: string } | { ok: false; returnTo: string; cause: unknown; otherBrowser?: true };

type Claims = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string };

/**
 * "Sign in with Google" as a standard OpenID Connect authorization-code flow with PKCE,
 * against the configured issuer (Google by default). Enabled when a client id is configured.
 */
export function createGoogleSignIn(deps: AppDeps) {
  const { issuer, clientId, clientSecret } = deps.config.oidc;
  const redirectUri = `${deps.config.publicUrl}${GOOGLE_CALLBACK_PATH}`;
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    if (!clientId) throw new AppError('GOOGLE_SIGN_IN_FAILED');
    const local = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\//.test(`${issuer}/`);
    discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, local ? { execute: [oidc.allowInsecureRequests] } : undefined)
      .catch((err: unknown) => {
        discovered = undefined; // try discovery again next time
        throw err;
      });
    return discovered;
  };

  /**
   * A verified Google email claiming an account whose email nobody had verified (decision 032):
   * whoever registered it first may not own the address, so their way in ends — every session,
   * the password, a pending temporary password, identities linked before — and the account is
   * verified. The owner can set a password through recovery.
   */
  async function claimUnverifiedAccount(tx: DbOrTx, row: AccountRow): Promise<AccountRow> {
    await deleteAccountSessions(tx, row.id);
    await unlinkIdentities(tx, row.id);
    return updateAccountRow(tx, row.id, {
      passwordHash: null,
      recoveryPasswordHash: null,
      recoveryExpiresAt: null,
      ...verifiedEmailColumns(deps.config.adminEmails, row),
    });
  }

  /** Links the identity to an account, or makes one; a verified email joins an existing account. */
  async function accountFor(claims: Claims): Promise<AccountRow> {
    const db = deps.database.db;
    const identity = await findIdentity(db, issuer, claims.sub);
    if (identity) {
      const row = await findAccountById(db, identity.accountId);
      if (row) return row;
    }
    const email = claims.email?.trim().toLowerCase();
    if (!email) throw new AppError('GOOGLE_SIGN_IN_FAILED');
    const verified = claims.email_verified === true;
    return db.transaction(async (tx) => {
      let row = await findAccountByEmail(tx, email);
      // An unverified email from the provider must not take over an existing account.
      if (row && !verified) throw new AppError('GOOGLE_SIGN_IN_FAILED');
      const wasVerified = Boolean(row?.emailVerifiedAt);
      if (row && !row.emailVerifiedAt) row = await claimUnverifiedAccount(tx, row);
      const created = !row;
      row ??= await insertAccount(tx, {
        email,
        firstName: claims.given_name ?? claims.name?.split(' ')[0] ?? email.split('@')[0] ?? email,
        lastName: claims.family_name ?? claims.name?.split(' ').slice(1).join(' ') ?? '',
        passwordHash: null,
        ...(verified ? verifiedEmailColumns(deps.config.adminEmails, { email }) : {}),
      });
      await linkIdentity(tx, { issuer, subject: claims.sub, accountId: row.id, email });
      if (verified && !wasVerified) await deps.emailVerified.run(tx, email);
      // An address the provider vouched for needs no verification mail: they get a welcome instead.
      if (created && verified) {
        await enqueueMail(tx, {
          to: email,
          locale: mailLocaleOf(row),
          template: welcome,
          data: { firstName: row.firstName, link: `${deps.config.publicUrl}/` },
        });
      } else if (created) {
        await queueVerificationMail(deps, tx, row);
      }
      return row;
    });
  }

  return {
    enabled: Boolean(clientId),

    /**
     * The provider's sign-in page for a new flow that returns to `returnTo`, and the flow's
     * state, which the browser keeps in a cookie to prove at the callback that it started it.
     */
    async start(returnTo: string): Promise<{ url: URL; state: string }> {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await deleteExpiredOidcFlows(deps.database.db);
      await insertOidcFlow(deps.database.db, { state, codeVerifier, nonce, returnTo, expiresAt: new Date(Date.now() + FLOW_TTL_MS) });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state };
    },

    /**
     * Finishes a flow from the provider's redirect (each flow once, within 10 minutes, in the
     * browser that started it: `browserState` is the state its cookie holds): the signed-in
     * account, or the failure; either way where the person wanted to go. A callback from
     * another browser (login CSRF: someone else's code and state) is refused untouched.
     */
    async finish(callbackUrl: URL, browserState: string | undefined): Promise<FinishResult> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      if (!state || state !== browserState)
        return { ok: false, returnTo: '/', cause: 'callback without the browser binding of its state', otherBrowser: true };
      const flow = await takeOidcFlow(deps.database.db, state);
      if (!flow || flow.expiresAt.getTime() < Date.now())
        return { ok: false, returnTo: flow?.returnTo ?? '/', cause: 'unknown or expired state' };
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims() as Claims | undefined;
        if (!claims?.sub) return { ok: false, returnTo: flow.returnTo, cause: 'no subject claim' };
        const account = await accountFor(claims);
        deps.outbox.kick();
        return { ok: true, account, returnTo: flow.returnTo };
      } catch (cause) {
        return { ok: false, returnTo: flow.returnTo, cause };
      }
    },
  };
}
