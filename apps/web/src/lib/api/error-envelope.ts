import type { TErrorEnvelope } from '@app/shared/http/envelope';

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The failed reply's envelope, `{ success: false, message, code, fields? }`, or undefined when the
 * reply is something else (a proxy's HTML page). The same check as the shared ZErrorEnvelope
 * (error-envelope.test.ts holds them together), written without zod: every visitor's first
 * request (GET /account, 401) reads one, and zod is not part of the JavaScript a page paints with.
 */
export function readErrorEnvelope(payload: unknown): TErrorEnvelope | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { success, message, code, fields } = payload as Record<string, unknown>;
  if (success !== false || !isString(message) || !isString(code)) return undefined;
  if (fields === undefined) return { success, message, code };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  if (!Object.values(fields).every(isString)) return undefined;
  return { success, message, code, fields: { ...(fields as Record<string, string>) } };
}
