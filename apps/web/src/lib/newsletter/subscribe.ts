import { ZSubscribeResult, type TSubscribeRequest } from '@app/shared/newsletter/newsletter.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api/api-client';

/** POST /email/subscribe: adds an address to the mailing list, in its language (subscribing twice is fine). */
export function subscribe(body: TSubscribeRequest) {
  return api('/email/subscribe', ZSubscribeResult, { method: 'POST', body });
}

/** Subscribing as a mutation; nothing cached lists subscriptions, so there is nothing to invalidate. */
export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
