// The dev mailbox's public surface (development only).
export { devMailRoutes } from './dev-mail.routes';
