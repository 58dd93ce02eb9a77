import type { ErrorCode } from '@app/shared/errors/error-codes';
import { AppError } from '../http/app-error';

/**
 * The one way services enforce a policy's answer (`can(actor, action, entity)` in each module's
 * `*.policy.ts`): throws FORBIDDEN when refused, or NOT_FOUND where the actor must not even learn
 * that the entity exists (someone else's draft).
 */
export function authorize(allowed: boolean, refusal: Extract<ErrorCode, 'FORBIDDEN' | 'NOT_FOUND'> = 'FORBIDDEN'): asserts allowed {
  if (!allowed) throw new AppError(refusal);
}
