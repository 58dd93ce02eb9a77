import { allowedActions, ruleFor, type MachineState, type TransitionRule } from '../domain/state-machine';
import type { TOrderStatusId, TServiceKindId } from '../reference/orders';

/**
 * One lifecycle for appraisal, inspection and media orders (spec section 4; decision 071). The
 * order's status is its last log entry's: every move below appends one (service_order_events).
 * 'active' and 'past-due' are labels the spec names but no move leads to: an order past its due
 * time is logged 'expired' with the reason 'Past Due'.
 */
export const ORDER_ACTIONS = ['accept', 'decline', 'cancel', 'submit', 'upload', 'deliver', 'complete', 'revise', 'expire'] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

/** How an actor stands to an order: who ordered it, who fulfils it, the server, anyone else. */
export const ORDER_RELATIONS = ['customer', 'provider', 'system', 'other'] as const;
export type TOrderRelation = (typeof ORDER_RELATIONS)[number];

export type TOrderFlags = { kind: TServiceKindId };
export type TOrderState = MachineState<TOrderStatusId, Partial<TOrderFlags>>;
export type TOrderRule = TransitionRule<TOrderStatusId, TOrderAction, TOrderRelation, TOrderFlags>;

/** Statuses in which the provider owes the work: these expire when past due. */
export const OWED_ORDER_STATUSES = ['pending', 'accepted', 'in-progress'] as const satisfies readonly TOrderStatusId[];
/** Statuses of an open order: it keeps its listing from being removed. */
export const OPEN_ORDER_STATUSES = [...OWED_ORDER_STATUSES, 'submitted', 'delivered'] as const satisfies readonly TOrderStatusId[];
/** The reason the server logs on an order past its due time (spec section 4). */
export const PAST_DUE_REASON = 'Past Due';

const PROVIDER = ['provider'] as const;
const CUSTOMER = ['customer'] as const;
const SYSTEM = ['system'] as const;
const WORKING = ['accepted', 'in-progress'] as const satisfies readonly TOrderStatusId[];
const DELIVERED = ['submitted', 'delivered'] as const satisfies readonly TOrderStatusId[];
const FILE_KINDS = ['inspection', 'media'] as const satisfies readonly TServiceKindId[];

export const ORDER_TRANSITIONS: readonly TOrderRule[] = [
  { action: 'accept', from: 'pending', to: ['accepted'], who: PROVIDER },
  { action: 'decline', from: 'pending', to: ['declined'], who: PROVIDER, reason: true },
  ...(['pending', ...WORKING] as const).map((from): TOrderRule => ({
    action: 'cancel',
    from,
    to: ['cancelled'],
    who: CUSTOMER,
    reason: true,
  })),
  // An appraisal upload submits the order for the customer's review (spec section 4).
  ...WORKING.map((from): TOrderRule => ({ action: 'submit', from, to: ['submitted'], who: PROVIDER, when: { kind: 'appraisal' } })),
  // An inspection report or media files are uploaded while the work goes on, then marked delivered.
  ...FILE_KINDS.flatMap((kind) =>
    WORKING.flatMap((from): TOrderRule[] => [
      { action: 'upload', from, to: ['in-progress'], who: PROVIDER, when: { kind } },
      { action: 'deliver', from, to: ['delivered'], who: PROVIDER, when: { kind } },
    ]),
  ),
  ...DELIVERED.map((from): TOrderRule => ({ action: 'complete', from, to: ['completed'], who: CUSTOMER })),
  ...DELIVERED.map((from): TOrderRule => ({ action: 'revise', from, to: ['in-progress'], who: CUSTOMER, reason: true })),
  ...OWED_ORDER_STATUSES.map((from): TOrderRule => ({ action: 'expire', from, to: ['expired'], who: SYSTEM, reason: true })),
];

/** The rule for this relation, action and state, if any. */
export function orderRule(relation: TOrderRelation, action: TOrderAction, state: TOrderState) {
  return ruleFor(ORDER_TRANSITIONS, relation, action, state as MachineState<TOrderStatusId, TOrderFlags>);
}

/** The actions the web offers this relation on an order in this state. */
export function orderActionsFor(relation: TOrderRelation, state: TOrderState): TOrderAction[] {
  return allowedActions(ORDER_TRANSITIONS, relation, state as MachineState<TOrderStatusId, TOrderFlags>);
}

/** The spec's PATCH body names the status wanted; this is the move that leads there. */
export function orderActionFor(kind: TServiceKindId, status: TOrderStatusId, fromStatus: TOrderStatusId): TOrderAction | undefined {
  switch (status) {
    case 'accepted':
      return 'accept';
    case 'declined':
      return 'decline';
    case 'cancelled':
      return 'cancel';
    case 'submitted':
      return kind === 'appraisal' ? 'submit' : undefined;
    case 'delivered':
      return kind === 'appraisal' ? undefined : 'deliver';
    case 'in-progress':
      return (DELIVERED as readonly string[]).includes(fromStatus) ? 'revise' : 'upload';
    case 'completed':
      return 'complete';
    default:
      return undefined;
  }
}
