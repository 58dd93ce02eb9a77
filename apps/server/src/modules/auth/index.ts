// The auth module's public surface: other modules import these, nothing else of auth.
export { authRoutes } from './auth.routes';
export { authCleanupJob } from './auth.jobs';
export { requestRecovery } from './recovery.service';
export { queueVerificationMail } from './verification.service';
// Its mail templates (the dev mailbox's tests send real ones).
export { verifyEmail } from './mail/verify-email.template';
export { welcome } from './mail/welcome.template';
