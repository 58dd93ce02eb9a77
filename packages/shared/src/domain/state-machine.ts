/**
 * A capability's lifecycle as data (docs/decisions/036-stateful-capabilities.md): each row says
 * from which status an action leads to which, who may take it and whether it needs a reason.
 * The server applies a row with `transition()`; the web reads the same rows to offer actions.
 */
export type TransitionRule<Status extends string, Action extends string, Relation extends string, Flags extends object = object> = {
  action: Action;
  from: Status;
  /** Where it may lead; the service picks one when the outcome depends on the entity (active or pending). */
  to: readonly Status[];
  /** Relations of the actor to the entity (owner, admin, system…) that may take it. */
  who: readonly Relation[];
  /** Whether the actor must say why (kept on the event). */
  reason?: boolean;
  /** Flags the entity must have for the row to apply (hidden: false for Hide). */
  when?: Partial<Flags>;
  /** Flags the transition sets (hidden: true for Hide). */
  set?: Partial<Flags>;
};

/** The target of a transition that deletes the entity (a listing's Remove). */
export const REMOVED = 'removed';

/** An entity's state as the rules see it: its status and its flags. */
export type MachineState<Status extends string, Flags extends object = object> = { status: Status } & Flags;

function flagsMatch(when: object | undefined, state: object): boolean {
  return Object.entries(when ?? {}).every(([flag, value]) => (state as Record<string, unknown>)[flag] === value);
}

/** The rule that lets this relation take this action from this state, if any. */
export function ruleFor<S extends string, A extends string, R extends string, F extends object>(
  rules: readonly TransitionRule<S, A, R, F>[],
  relation: R,
  action: A,
  state: MachineState<S, F>,
): TransitionRule<S, A, R, F> | undefined {
  return rules.find(
    (rule) => rule.action === action && rule.from === state.status && rule.who.includes(relation) && flagsMatch(rule.when, state),
  );
}

/** Every action this relation may take from this state, in the table's order, each once. */
export function allowedActions<S extends string, A extends string, R extends string, F extends object>(
  rules: readonly TransitionRule<S, A, R, F>[],
  relation: R,
  state: MachineState<S, F>,
): A[] {
  return [...new Set(rules.filter((rule) => ruleFor([rule], relation, rule.action, state)).map((rule) => rule.action))];
}

/** Whether the relation may take the action from some state at all (who may ever ask). */
export function mayEverTake<A extends string, R extends string>(
  rules: readonly { action: A; who: readonly R[] }[],
  relation: R,
  action: A,
): boolean {
  return rules.some((rule) => rule.action === action && rule.who.includes(relation));
}
