import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZCompanyInformation, ZProfessionalInformation, type TProfessionalInformationInput } from './profile.schema';
import { verificationOverdue } from './profile-verification';

const ID = '6b1f3c1e-8d1a-4c55-9b43-2f6c5a0e4d11';
const nextYear = new Date().getUTCFullYear() + 1;

function information(overrides: Partial<TProfessionalInformationInput> = {}): TProfessionalInformationInput {
  return {
    profession: 'appraiser',
    governmentId: {
      firstName: 'Mei',
      lastName: 'Lin',
      idNumber: 'D1234567',
      dateOfBirth: { month: '4', day: '12', year: '1985' },
      expiration: `${nextYear}-06-30`,
    },
    professionalLicense: { number: 'AR-445566', expiration: `${nextYear}-01-31` },
    spokenLanguages: ['en', 'yue'],
    documents: { governmentId: [ID], professionalLicense: [ID] },
    ...overrides,
  };
}

/** The first message per field path, as the form shows them. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('Your information (step 1)', () => {
  it('accepts a complete form and keeps the date of birth as numbers', () => {
    const parsed = ZProfessionalInformation.parse(information());
    expect(parsed.governmentId.dateOfBirth).toEqual({ month: 4, day: 12, year: 1985 });
    expect(parsed.documents.eoInsurance).toEqual([]);
  });

  it('names every profession of the spec and nothing else', () => {
    for (const profession of ['agent', 'broker', 'escrow-officer', 'title-officer', 'mortgage-banker', 'home-warranty']) {
      expect(ZProfessionalInformation.safeParse(information({ profession: profession as never })).success).toBe(true);
    }
    expect(errors(ZProfessionalInformation.safeParse(information({ profession: 'astronaut' as never })))).toEqual({
      profession: MESSAGES.required,
    });
  });

  it("uses the spec's professional ID messages word for word", () => {
    const bad = information({
      governmentId: { firstName: '', lastName: '4', idNumber: '', dateOfBirth: { month: '', day: '1', year: '1980' }, expiration: '' },
    });
    expect(errors(ZProfessionalInformation.safeParse(bad))).toMatchObject({
      'governmentId.firstName': 'Enter a valid first name',
      'governmentId.lastName': 'Enter a valid last name',
      'governmentId.idNumber': 'This field is required.',
      'governmentId.dateOfBirth': 'Month/Day/Year is required',
      'governmentId.expiration': 'This field is required.',
    });
    const month = information({ governmentId: { ...information().governmentId, dateOfBirth: { month: '13', day: '1', year: '1980' } } });
    expect(errors(ZProfessionalInformation.safeParse(month))['governmentId.dateOfBirth.month']).toBe('Enter a valid month');
  });

  it("refuses an expired ID or licence ('This ID has expired.') and a date that does not exist ('Enter a valid date')", () => {
    const expired = information({ professionalLicense: { number: 'AR-1', expiration: '2001-02-03' } });
    expect(errors(ZProfessionalInformation.safeParse(expired))['professionalLicense.expiration']).toBe('This ID has expired.');
    const impossible = information({ governmentId: { ...information().governmentId, expiration: `${nextYear}-02-30` } });
    expect(errors(ZProfessionalInformation.safeParse(impossible))['governmentId.expiration']).toBe('Enter a valid date');
  });

  it("limits About me to 800 words ('At most 800 words')", () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
    expect(ZProfessionalInformation.safeParse(information({ aboutMe: words(800) })).success).toBe(true);
    expect(errors(ZProfessionalInformation.safeParse(information({ aboutMe: words(801) }))).aboutMe).toBe('At most 800 words');
  });

  it("needs a spoken language ('Select at least one item') and the ID and licence documents", () => {
    const result = ZProfessionalInformation.safeParse(
      information({ spokenLanguages: [], documents: { governmentId: [], professionalLicense: [] } }),
    );
    expect(errors(result)).toMatchObject({
      spokenLanguages: 'Select at least one item',
      'documents.governmentId': 'This field is required.',
      'documents.professionalLicense': 'This field is required.',
    });
  });
});

describe('Company information (step 2)', () => {
  const company = {
    companyName: 'Lin Appraisals',
    website: 'https://lin-appraisals.com',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
    country: 'us',
  };

  it('accepts a US company and a company abroad with its own postal code format', () => {
    expect(ZCompanyInformation.safeParse(company).success).toBe(true);
    expect(ZCompanyInformation.safeParse({ ...company, state: '', postalCode: 'SW1A 1AA', country: 'gb' }).success).toBe(true);
  });

  it("checks the website with the URL checker (http, https, ftp; no private addresses): 'Invalid Input'", () => {
    for (const website of ['http://192.168.1.10', 'javascript:alert(1)', 'https://localhost/x']) {
      expect(errors(ZCompanyInformation.safeParse({ ...company, website })).website).toBe('Invalid Input');
    }
    expect(ZCompanyInformation.safeParse({ ...company, website: 'ftp://files.lin-appraisals.com' }).success).toBe(true);
  });

  it("uses the spec's address field errors", () => {
    const result = ZCompanyInformation.safeParse({ ...company, companyName: '', street: '', city: '', state: '', postalCode: '7870' });
    expect(errors(result)).toEqual({
      companyName: 'Name required.',
      street: 'Address required.',
      city: 'City required.',
      state: 'This field is required.',
      postalCode: '5-digit postal codes (zip) only.',
    });
  });
});

describe('the 3-day verification wait', () => {
  const submitted = new Date('2026-03-01T10:00:00Z');
  it('tells the professional to contact support only after 3 days of waiting', () => {
    expect(verificationOverdue(submitted, true, new Date('2026-03-04T10:00:00Z'))).toBe(false);
    expect(verificationOverdue(submitted, true, new Date('2026-03-04T10:00:01Z'))).toBe(true);
    expect(verificationOverdue(submitted, false, new Date('2026-03-09T10:00:00Z'))).toBe(false);
    expect(verificationOverdue(null, true, new Date('2026-03-09T10:00:00Z'))).toBe(false);
  });
});
