/** Who is making a request, as the server decided it from the session. */
export type AccountActor = {
  kind: 'account';
  accountId: string;
  sessionId: string;
  email: string;
  /** 'recovery' sessions come from a mailed temporary password and may only set a new one. */
  purpose: 'full' | 'recovery';
  verified: boolean;
  professional: boolean;
  admin: boolean;
};
export type Actor = { kind: 'visitor'; sessionExpired: boolean } | AccountActor;

export const VISITOR: Actor = { kind: 'visitor', sessionExpired: false };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request by the session hook (auth-session/session-hook.ts). */
    actor: Actor;
  }
}
