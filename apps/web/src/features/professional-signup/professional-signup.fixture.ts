import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { buildOwnProfile } from '../../../test/fixtures/professionals.fixture';

export const ACCOUNT_ID = '00000000-0000-4000-8000-000000000001';
const ID_DOC = '00000000-0000-4000-8000-0000000000d1';
const LICENSE_DOC = '00000000-0000-4000-8000-0000000000d2';

/** A draft profile as GET /professionals/me returns it with both steps saved; override what the test is about. */
export function buildDraftProfile(overrides: Partial<TOwnProfessionalProfile> = {}): TOwnProfessionalProfile {
  return buildOwnProfile({
    _id: ACCOUNT_ID,
    status: 'draft',
    information: {
      profession: 'appraiser',
      governmentId: {
        firstName: 'Ana',
        lastName: 'Lopez',
        idNumber: 'D1234567',
        dateOfBirth: { month: 4, day: 12, year: 1985 },
        expiration: '2099-01-31',
      },
      professionalLicense: { number: 'AP-778', expiration: '2099-06-30' },
      tradeMembership: 'Appraisal Institute',
      credentials: ['MAI'],
      aboutMe: 'Residential appraiser in Los Angeles.',
      spokenLanguages: ['en', 'es'],
      documents: { governmentId: [ID_DOC], professionalLicense: [LICENSE_DOC], eoInsurance: [] },
    },
    company: {
      companyName: 'Lopez Appraisals',
      website: 'https://lopez.example.com',
      street: '1 Main St',
      city: 'Los Angeles',
      state: 'CA',
      postalCode: '90001',
      country: 'us',
    },
    steps: { information: true, company: true },
    documents: [
      { mediaId: ID_DOC, kind: 'governmentId', name: 'id-front.pdf', url: 'https://files.example.com/id-front.pdf' },
      { mediaId: LICENSE_DOC, kind: 'professionalLicense', name: 'licence.pdf', url: 'https://files.example.com/licence.pdf' },
    ],
    verification: { submittedAt: null, contactSupport: false, rejectionReason: null, verifiedAt: null },
    actions: ['submit', 'turn-off'],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}
