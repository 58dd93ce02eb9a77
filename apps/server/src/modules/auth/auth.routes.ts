import { ZAccount } from '@app/shared/accounts/account.schema';
import {
  ZAuthProviders,
  ZCancelRecoveryRequest,
  ZChangePasswordRequest,
  ZDone,
  ZForgotPasswordRequest,
  ZLoginReply,
  ZLoginRequest,
  ZRecoveryPasswordRequest,
  ZRegisterRequest,
} from '@app/shared/accounts/auth.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { clearSessionCookie, secureCookies } from '../../platform/auth-session/session-cookie';
import { deleteSession } from '../../platform/auth-session/sessions';
import { routes } from '../../platform/http/route';
import { accountView } from '../accounts/index';
import { authCleanupJob } from './auth.jobs';
import { checkCredentials } from './login.service';
import { changePassword } from './password.service';
import { cancelRecovery, replacePassword, requestRecovery } from './recovery.service';
import { registerAccount } from './register.service';
import { googleRoutes } from './google.routes';
import { startSession } from './sign-in';
import { sendNewVerificationLink, verifyEmail } from './verification.service';
import { passwordChanged } from './mail/password-changed.template';
import { recoveryPassword } from './mail/recovery-password.template';
import { verifyEmail as verifyEmailMail } from './mail/verify-email.template';
import { welcome } from './mail/welcome.template';

const done = { done: true as const };

/** Sign-up, sign-in, sessions, verification and password recovery (spec sections 4, 7, 8). */
export const authRoutes: AppModule = async (app, deps) => {
  deps.mail.register(verifyEmailMail, recoveryPassword, passwordChanged, welcome);
  const db = deps.database.db;
  deps.jobs.add(authCleanupJob);
  const route = routes(app, { tags: ['account'] });

  route({
    method: 'POST',
    url: '/api/v1/account/register',
    auth: 'visitor',
    summary: 'Create an account and sign in',
    body: ZRegisterRequest,
    data: ZLoginReply,
    status: 201,
    handler: async (request, _actor, reply) => {
      const { row, view } = await registerAccount(deps, request.body, { ip: request.ip });
      await startSession(deps, db, request, reply, row.id);
      return { userObj: view, message: 'ok' as const };
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/account/login',
    auth: 'visitor',
    summary: 'Sign in with email and password',
    body: ZLoginRequest,
    data: ZLoginReply,
    handler: async (request, _actor, reply) => {
      const { row, message } = await checkCredentials(deps, request.body, { ip: request.ip });
      await startSession(deps, db, request, reply, row.id, message === 'temp' ? 'recovery' : 'full');
      return { userObj: await accountView(deps, db, row), message };
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/account/logout',
    auth: 'visitor',
    summary: 'End this session',
    data: ZDone,
    handler: async (_request, actor, reply) => {
      if (actor.kind === 'account') await deleteSession(db, actor.sessionId);
      clearSessionCookie(reply, secureCookies(deps));
      return done;
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/account/new-verify-link',
    auth: 'signedIn',
    summary: 'Mail a new verification link',
    data: ZDone,
    handler: async (_request, actor) => {
      await sendNewVerificationLink(deps, actor);
      return done;
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/account/verify/:token',
    auth: 'visitor',
    summary: 'Verify an email from its link',
    params: z.object({ token: z.string().max(100) }),
    data: ZAccount,
    handler: async (request) => accountView(deps, db, await verifyEmail(deps, request.params.token)),
  });
  route({
    method: 'POST',
    url: '/api/v1/account/forgot-password',
    auth: 'visitor',
    summary: 'Mail a temporary password',
    body: ZForgotPasswordRequest,
    data: ZDone,
    handler: async (request) => {
      await requestRecovery(deps, request.body.email, { ip: request.ip, locale: request.body.locale });
      return done;
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/auth/cancel-recovery',
    auth: 'visitor',
    summary: 'Cancel a mailed temporary password',
    body: ZCancelRecoveryRequest,
    data: ZDone,
    handler: async (request) => {
      await cancelRecovery(deps, request.body, { ip: request.ip });
      return done;
    },
  });
  route({
    method: 'POST',
    url: '/api/v1/account/recovery-password',
    auth: 'anySession',
    summary: 'Set a new password after a temporary-password sign-in',
    body: ZRecoveryPasswordRequest,
    data: ZAccount,
    handler: async (request, actor, reply) => {
      const row = await replacePassword(deps, actor, request.body.newPassword);
      await startSession(deps, db, request, reply, row.id); // the recovery session becomes a full one
      return accountView(deps, db, row);
    },
  });
  route({
    method: 'PUT',
    url: '/api/v1/account/password',
    auth: 'signedIn',
    summary: 'Change the password',
    body: ZChangePasswordRequest,
    data: ZDone,
    handler: async (request, actor) => {
      await changePassword(deps, actor, request.body);
      return done;
    },
  });
  route({
    method: 'GET',
    url: '/api/v1/auth/providers',
    auth: 'visitor',
    summary: 'Sign-in methods on offer',
    data: ZAuthProviders,
    handler: () => ({ google: Boolean(deps.config.oidc.clientId) }),
  });

  await googleRoutes(app, deps);
};
