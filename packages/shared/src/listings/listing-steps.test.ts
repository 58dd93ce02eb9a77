import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { validateListingSteps } from './listing-steps';

const context = { now: new Date('2026-11-25T12:00:00Z'), professions: [] };
const contactErrors = (phone: string) =>
  validateListingSteps(
    { contacts: [{ kind: 'escrow-company', companyName: 'Escrow Co', officerName: 'Dana Ruiz', phone, email: 'dana@example.com' }] },
    context,
  ).contacts.errors;

describe('listing contacts: phone numbers of any country', () => {
  it('accepts international numbers and US numbers in the display format', () => {
    for (const phone of ['+44 20 7946 0000', '+86 138 0013 8000', '+61 2 9374 4000', '(512) 555-0100', '+15125550100'])
      expect(contactErrors(phone), phone).toEqual({});
  });
  it("rejects what is no number of its country with 'Invalid Phone Number'", () => {
    for (const phone of ['+44 20 7946', '512-555', 'call me'])
      expect(contactErrors(phone), phone).toEqual({ 'contacts.0.phone': MESSAGES.invalidPhone });
  });
});
