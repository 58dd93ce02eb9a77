import { describe, expect, it } from 'vitest';
import {
  PROFESSIONAL_ACTIONS,
  PROFESSIONAL_RELATIONS,
  PROFESSIONAL_STATUSES,
  professionalActionsFor,
  professionalRule,
  type TProfessionalAction,
  type TProfessionalRelation,
  type TProfessionalStatus,
} from './profile-transitions';

/** Decision 061's table, written out independently of the rows: status → relation → [action, target]. */
const EXPECTED: Record<TProfessionalStatus, Partial<Record<TProfessionalRelation, [TProfessionalAction, TProfessionalStatus][]>>> = {
  draft: {
    owner: [
      ['submit', 'submitted'],
      ['turn-off', 'off'],
    ],
    admin: [['turn-off', 'off']],
  },
  submitted: {
    owner: [['turn-off', 'off']],
    admin: [
      ['approve', 'verified'],
      ['reject', 'rejected'],
      ['turn-off', 'off'],
    ],
  },
  resubmitted: {
    owner: [['turn-off', 'off']],
    admin: [
      ['approve', 'verified'],
      ['reject', 'rejected'],
      ['turn-off', 'off'],
    ],
  },
  verified: {
    owner: [
      ['resubmit', 'resubmitted'],
      ['turn-off', 'off'],
    ],
    admin: [['turn-off', 'off']],
  },
  rejected: {
    owner: [
      ['resubmit', 'resubmitted'],
      ['turn-off', 'off'],
    ],
    admin: [['turn-off', 'off']],
  },
  off: { owner: [['reopen', 'draft']] },
};

describe('the professional profile transitions', () => {
  for (const status of PROFESSIONAL_STATUSES) {
    for (const relation of PROFESSIONAL_RELATIONS) {
      const expected = EXPECTED[status][relation] ?? [];
      it(`${relation} on a ${status} profile may take exactly ${expected.map(([a]) => a).join(', ') || 'nothing'}`, () => {
        expect(professionalActionsFor(relation, { status })).toEqual(expected.map(([action]) => action));
        for (const [action, to] of expected) expect(professionalRule(relation, action, { status })?.to).toEqual([to]);
        for (const action of PROFESSIONAL_ACTIONS.filter((a) => !expected.some(([allowed]) => allowed === a))) {
          expect(professionalRule(relation, action, { status })).toBeUndefined();
        }
      });
    }
  }

  it('needs a reason only to reject', () => {
    expect(professionalRule('admin', 'reject', { status: 'submitted' })?.reason).toBe(true);
    expect(professionalRule('admin', 'approve', { status: 'submitted' })?.reason).toBeUndefined();
  });
});
