import { allowedActions, REMOVED, ruleFor, type MachineState, type TransitionRule } from '../domain/state-machine';
import type { TListingStatus } from './listing.schema';

/**
 * Everything that moves a listing through its life (spec section 4, Listings): the owner's
 * menu actions, paying for a plan (publish, extend), and the server's own moves (expire, archive;
 * release a pending listing once its escrow and title companies have verified accounts, and hold
 * a live one back when an edit names a company that has none).
 */
export const LISTING_ACTIONS = [
  'publish',
  'extend',
  'move-to-drafts',
  'move-to-listings',
  'hide',
  'unhide',
  'remove',
  'release',
  'hold',
  'expire',
  'archive',
  'take-under-offer',
  'back-on-market',
  'import',
  'relist',
  'take-down',
  'restore',
] as const;
export type TListingAction = (typeof LISTING_ACTIONS)[number];

/** How an actor stands to a listing: its owner, an admin, the server itself, or anyone else. */
export const LISTING_RELATIONS = ['owner', 'admin', 'system', 'other'] as const;
export type TListingRelation = (typeof LISTING_RELATIONS)[number];

/** Where a transition can lead: a status, or gone (Remove deletes the listing). */
export type TListingTarget = TListingStatus | typeof REMOVED;

/** The flags a rule may require or set beside the status. */
export type TListingFlags = { complete: boolean; hidden: boolean };
export type TListingState = MachineState<TListingStatus, TListingFlags>;
export type TListingRule = TransitionRule<TListingTarget, TListingAction, TListingRelation, TListingFlags>;

/** Why the server moved a listing by itself, kept on its event (the web shows it translated). */
export const LISTING_EVENT_REASONS = [
  'plan-ended',
  'expired-long-ago',
  'companies-registered',
  'company-not-registered',
  'listhub-import',
  'missing-from-feed',
  'off-market-in-feed',
  'back-in-feed',
] as const;
export type TListingEventReason = (typeof LISTING_EVENT_REASONS)[number];

const LIVE = ['active', 'pending'] as const satisfies readonly TListingStatus[];
const ON_SITE_OR_ENDED = ['active', 'pending', 'expired', 'archived'] as const satisfies readonly TListingStatus[];

function rows(
  action: TListingAction,
  from: readonly TListingStatus[],
  to: readonly TListingTarget[],
  who: readonly TListingRelation[],
  extra: Partial<TListingRule> = {},
): TListingRule[] {
  return from.map((status) => ({ action, from: status, to, who, ...extra }));
}

/** Rows that keep the status and change a flag (Hide, Unhide). */
function flagRows(
  action: TListingAction,
  from: readonly TListingStatus[],
  who: readonly TListingRelation[],
  extra: Partial<TListingRule>,
): TListingRule[] {
  return from.map((status) => ({ action, from: status, to: [status], who, ...extra }));
}

/**
 * The listing transition table. Paying is the owner's act (the payment applies it for them);
 * the outcome of a publication is active, or pending while an escrow or title company named
 * on the listing has no account yet.
 */
export const LISTING_TRANSITIONS: readonly TListingRule[] = [
  ...rows('publish', ['draft'], LIVE, ['owner'], { when: { complete: false }, set: { complete: true } }),
  // A paid draft keeps its place in Drafts; an ended plan paid again goes back online.
  ...rows('extend', ['draft'], ['draft'], ['owner'], { when: { complete: true } }),
  ...rows('extend', ON_SITE_OR_ENDED, LIVE, ['owner'], { when: { complete: true } }),
  ...rows('move-to-drafts', ON_SITE_OR_ENDED, ['draft'], ['owner'], { when: { complete: true } }),
  // Allowed for an unpaid draft too: the server then says what is missing ('Finish every step…').
  // From pending it asks again whether the escrow and title companies have registered.
  ...rows('move-to-listings', ['draft', 'pending'], LIVE, ['owner']),
  ...flagRows('hide', ['draft', ...ON_SITE_OR_ENDED], ['owner'], { when: { complete: true, hidden: false }, set: { hidden: true } }),
  ...flagRows('unhide', ['draft', ...ON_SITE_OR_ENDED], ['owner'], { when: { complete: true, hidden: true }, set: { hidden: false } }),
  ...rows('remove', ['draft', ...ON_SITE_OR_ENDED, 'under-offer', 'inactive'], [REMOVED], ['owner']),
  ...rows('release', ['pending'], ['active'], ['system'], { reason: true }),
  ...rows('hold', ['active'], ['pending'], ['system'], { reason: true }),
  ...rows('expire', LIVE, ['expired'], ['system'], { reason: true }),
  ...rows('archive', ['expired'], ['archived'], ['system'], { reason: true }),
  // An accepted offer takes the listing off the market until the deal falls through (decision 054).
  ...rows('take-under-offer', ['active'], ['under-offer'], ['system']),
  ...rows('back-on-market', ['under-offer'], ['active'], ['system']),
  // A ListHub feed publishes its listings without a plan, and brings back one it had left out (decision 068).
  ...rows('import', ['draft'], ['active'], ['system'], { reason: true, when: { complete: false }, set: { complete: true } }),
  ...rows('relist', ['expired'], ['active'], ['system'], { reason: true }),
  // An admin takes a listing off the site with a reason its owner reads in its history, and puts
  // it back where it was (decision 066); under offer it waits for its deal. Inactive, the owner may
  // only remove it.
  ...rows('take-down', ['draft', ...ON_SITE_OR_ENDED], ['inactive'], ['admin'], { reason: true }),
  ...rows('restore', ['inactive'], ['draft', ...ON_SITE_OR_ENDED], ['admin'], { reason: true }),
];

/** The rule letting this relation take this action on a listing in this state, if any. */
export function listingRule(relation: TListingRelation, action: TListingAction, state: TListingState): TListingRule | undefined {
  return ruleFor(LISTING_TRANSITIONS, relation, action, state);
}

/** The actions this relation may take on a listing in this state (the web's menu shows exactly these). */
export function actionsFor(relation: TListingRelation, state: TListingState): TListingAction[] {
  return allowedActions(LISTING_TRANSITIONS, relation, state);
}
