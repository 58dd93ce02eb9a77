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
import { ZOk } from '@app/shared/http/envelope';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireSignedIn } from '../../platform/auth-session/policy';
import { clearSessionCookie, secureCookies } from '../../platform/auth-session/session-cookie';
import { deleteSession } from '../../platform/auth-session/sessions';
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

const done = { success: true as const, data: { done: true as const } };
const tags = ['account'];

/** Sign-up, sign-in, sessions, verification and password recovery (spec sections 4, 7, 8). */
export const authRoutes: AppModule = async (app, deps) => {
  deps.mail.register(verifyEmailMail, recoveryPassword, passwordChanged, welcome);
  const db = deps.database.db;
  deps.jobs.add(authCleanupJob);

  app.post(
    '/api/v1/account/register',
    { schema: { tags, summary: 'Create an account and sign in', body: ZRegisterRequest, response: { 201: ZOk(ZLoginReply) } } },
    async (request, reply) => {
      const { row, view } = await registerAccount(deps, request.body, { ip: request.ip });
      await startSession(deps, db, request, reply, row.id);
      return reply.code(201).send({ success: true as const, data: { userObj: view, message: 'ok' as const } });
    },
  );

  app.post(
    '/api/v1/account/login',
    { schema: { tags, summary: 'Sign in with email and password', body: ZLoginRequest, response: { 200: ZOk(ZLoginReply) } } },
    async (request, reply) => {
      const { row, message } = await checkCredentials(deps, request.body, { ip: request.ip });
      await startSession(deps, db, request, reply, row.id, message === 'temp' ? 'recovery' : 'full');
      return { success: true as const, data: { userObj: await accountView(deps, db, row), message } };
    },
  );

  app.post(
    '/api/v1/account/logout',
    { schema: { tags, summary: 'End this session', response: { 200: ZOk(ZDone) } } },
    async (request, reply) => {
      if (request.actor.kind === 'account') await deleteSession(db, request.actor.sessionId);
      clearSessionCookie(reply, secureCookies(deps));
      return done;
    },
  );

  app.post(
    '/api/v1/account/new-verify-link',
    { schema: { tags, summary: 'Mail a new verification link', response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await sendNewVerificationLink(deps, requireSignedIn(request.actor));
      return done;
    },
  );

  app.post(
    '/api/v1/account/verify/:token',
    {
      schema: {
        tags,
        summary: 'Verify an email from its link',
        params: z.object({ token: z.string().max(100) }),
        response: { 200: ZOk(ZAccount) },
      },
    },
    async (request) => ({ success: true as const, data: await accountView(deps, db, await verifyEmail(deps, request.params.token)) }),
  );

  app.post(
    '/api/v1/account/forgot-password',
    { schema: { tags, summary: 'Mail a temporary password', body: ZForgotPasswordRequest, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await requestRecovery(deps, request.body.email, { ip: request.ip, locale: request.body.locale });
      return done;
    },
  );

  app.post(
    '/api/v1/auth/cancel-recovery',
    { schema: { tags, summary: 'Cancel a mailed temporary password', body: ZCancelRecoveryRequest, response: { 200: ZOk(ZDone) } } },
    async (request) => {
      await cancelRecovery(deps, request.body, { ip: request.ip });
      return done;
    },
  );

  app.post(
    '/api/v1/account/recovery-password',
    {
      preValidation: before((actor) => requireSignedIn(actor, { allowRecovery: true })),
      schema: {
        tags,
        summary: 'Set a new password after a temporary-password sign-in',
        body: ZRecoveryPasswordRequest,
        response: { 200: ZOk(ZAccount) },
      },
    },
    async (request, reply) => {
      const actor = requireSignedIn(request.actor, { allowRecovery: true });
      const row = await replacePassword(deps, actor, request.body.newPassword);
      await startSession(deps, db, request, reply, row.id); // the recovery session becomes a full one
      return { success: true as const, data: await accountView(deps, db, row) };
    },
  );

  app.put(
    '/api/v1/account/password',
    {
      preValidation: before(requireSignedIn),
      schema: { tags, summary: 'Change the password', body: ZChangePasswordRequest, response: { 200: ZOk(ZDone) } },
    },
    async (request) => {
      await changePassword(deps, requireSignedIn(request.actor), request.body);
      return done;
    },
  );

  app.get(
    '/api/v1/auth/providers',
    { schema: { tags, summary: 'Sign-in methods on offer', response: { 200: ZOk(ZAuthProviders) } } },
    async () => ({
      success: true as const,
      data: { google: Boolean(deps.config.oidc.clientId) },
    }),
  );

  await googleRoutes(app, deps);
};
