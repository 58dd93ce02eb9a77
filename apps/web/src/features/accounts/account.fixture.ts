import type { TAccount } from '@app/shared/accounts/account.schema';

/** An account as GET /account returns it, for tests; override what the test is about. */
export function buildAccount(overrides: Partial<TAccount> = {}): TAccount {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    name: { firstName: 'Ana', lastName: 'Lopez' },
    verified: true,
    professionalInfo: null,
    savedProps: [],
    savedSearches: [],
    hidden: [],
    roles: { professional: false, admin: false },
    profile: {
      gender: null,
      dateOfBirth: null,
      phone: null,
      preferredLanguage: null,
      preferredCurrency: null,
      timeZone: null,
      profession: null,
      country: 'us',
      locale: 'en-us',
    },
    hasPassword: true,
    googleLinked: false,
    createdAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}
