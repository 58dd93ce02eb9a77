import { IDEMPOTENCY_HEADER } from '@app/shared/payments/payments.schema';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The Idempotency-Key header: required on anything that moves money (a retried request happens once). */
export function idempotencyKey(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !/^[\w.:-]{8,100}$/.test(key)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}
