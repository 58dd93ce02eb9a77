import { describe, expect, it } from 'vitest';
import { allowedActions, mayEverTake, ruleFor, type TransitionRule } from './state-machine';

type F = { lit: boolean };
const rules: TransitionRule<'off' | 'on', 'switch-on' | 'switch-off' | 'light', 'owner' | 'guest', F>[] = [
  { action: 'switch-on', from: 'off', to: ['on'], who: ['owner', 'guest'] },
  { action: 'switch-off', from: 'on', to: ['off'], who: ['owner'] },
  { action: 'light', from: 'on', to: ['on'], who: ['owner'], when: { lit: false }, set: { lit: true } },
];

describe('transition rules', () => {
  it('finds the rule for a relation, an action and a state, honouring the flags it requires', () => {
    expect(ruleFor(rules, 'guest', 'switch-on', { status: 'off', lit: false })?.to).toEqual(['on']);
    expect(ruleFor(rules, 'guest', 'switch-off', { status: 'on', lit: false })).toBeUndefined();
    expect(ruleFor(rules, 'owner', 'light', { status: 'on', lit: true })).toBeUndefined();
  });

  it('lists the actions allowed from a state, once each, in table order', () => {
    expect(allowedActions(rules, 'owner', { status: 'on', lit: false })).toEqual(['switch-off', 'light']);
    expect(allowedActions(rules, 'guest', { status: 'on', lit: false })).toEqual([]);
  });

  it('says whether a relation may ever ask for an action', () => {
    expect(mayEverTake(rules, 'guest', 'switch-on')).toBe(true);
    expect(mayEverTake(rules, 'guest', 'light')).toBe(false);
  });
});
