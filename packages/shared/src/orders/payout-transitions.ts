import type { TransitionRule } from '../domain/state-machine';
import type { TPayoutStatus } from './payouts.schema';

export type TPayoutAction = 'send' | 'pay' | 'fail' | 'retry';
export type TPayoutRelation = 'system' | 'admin';

/**
 * A payout's moves (decision 087): the server records what the processor answered (taken, arrived,
 * refused); an admin retries a failed one, which books it again.
 */
export const PAYOUT_TRANSITIONS: readonly TransitionRule<TPayoutStatus, TPayoutAction, TPayoutRelation>[] = [
  { action: 'send', from: 'pending', to: ['sent'], who: ['system'] },
  { action: 'pay', from: 'pending', to: ['paid'], who: ['system'] },
  { action: 'pay', from: 'sent', to: ['paid'], who: ['system'] },
  { action: 'fail', from: 'pending', to: ['failed'], who: ['system'], reason: true },
  { action: 'fail', from: 'sent', to: ['failed'], who: ['system'], reason: true },
  { action: 'retry', from: 'failed', to: ['pending'], who: ['admin'] },
];
