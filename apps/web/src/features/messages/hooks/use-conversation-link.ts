import type { TConversationSubject } from '@app/shared/messaging/messaging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useRunOnce } from '../../../lib/query/use-run-once';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { messagingKeys } from '../api/messaging-keys';
import { startConversation } from '../api/start-conversation';

/** The link parameters that name a conversation's subject (decision 070). */
const SUBJECT_PARAMS = ['property', 'offer', 'order', 'with'] as const;

/**
 * What a link into messages asks for: `?property={listingId}` (with its owner; `with` may name
 * them too), `?offer={offerId}` (with the other side of the offer), `?with={accountId}` alone
 * (a professional's profile), `?order={orderId}` (with the order's other party). `?conversation={id}` names one directly and is read by the page.
 */
export function subjectFromLink(params: URLSearchParams): TConversationSubject | null {
  const property = params.get('property');
  const offer = params.get('offer');
  const order = params.get('order');
  const withAccount = params.get('with');
  if (property) return { kind: 'listing', id: property };
  if (offer) return { kind: 'offer', id: offer };
  if (order) return { kind: 'order', id: order };
  if (withAccount) return { kind: 'professional', id: withAccount };
  return null;
}

/**
 * Starts (or finds) the conversation a link asks for, once, then names it in the URL as
 * `?conversation=` in place of the subject, so a reload opens it directly.
 */
export function useConversationLink() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const translate = useTranslateMessage();
  const subject = subjectFromLink(params);
  const key = subject ? `${subject.kind}:${subject.id}` : '';

  const start = useCallback(
    (wanted: string) => {
      if (!wanted) return;
      const [kind, id] = wanted.split(':') as [TConversationSubject['kind'], string];
      const settle = (conversation: string | null) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            SUBJECT_PARAMS.forEach((name) => next.delete(name));
            if (conversation) next.set('conversation', conversation);
            return next;
          },
          { replace: true },
        );
      startConversation({ kind, id }).then(
        ({ conversation }) => {
          queryClient.setQueryData(messagingKeys.conversation(conversation._id), conversation);
          void queryClient.invalidateQueries({ queryKey: messagingKeys.lists() });
          settle(conversation._id);
        },
        (error: unknown) => {
          snackbar.error(translate(error instanceof Error ? error.message : undefined));
          settle(null);
        },
      );
    },
    [queryClient, setParams, translate],
  );
  useRunOnce(start, key);
  return { starting: Boolean(subject) };
}
