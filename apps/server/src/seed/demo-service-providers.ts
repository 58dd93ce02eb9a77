import type { TBillingPeriod, TMembershipPlanId } from '@app/shared/constants/membership';
import { addMonths, cycleMonths, postalCodeAllowance } from '@app/shared/professionals/membership-allowance';
import type { TCompanyInformation, TProfessionalInformation } from '@app/shared/professionals/profile.schema';
import type { TProfileLanguageCode } from '@app/shared/reference/languages';
import type { TProfessionId } from '@app/shared/reference/people';
import type { memberships, professionalProfiles, serviceAreas } from '../db/schema/index';
import { createRng, type Rng } from '../platform/rng/rng';
import { DEMO_CITIES, type DemoCity } from './data/cities';
import { emailSafe } from './data/names';
import { generateName, type DemoAccount } from './demo-accounts';
import { demoPhone, streetAddress } from './demo-places';

/** The service providers' own stream, apart from the chunks' (2i, 2i + 1) and the companies' (0x7fff_fff1). */
const PROVIDER_STREAM = 0x7fff_fff2;
const DAY_MS = 86_400_000;

/**
 * Demo service providers' emails: `<first>.<last>.pro<n>@example.com`. resetDemo deletes the
 * accounts by this pattern (they hold no listings to find them by).
 */
export const DEMO_PROVIDER_EMAIL_SQL = '^[a-z]+\\.[a-z]+\\.pro[0-9]+@example\\.com$';

/** The professions the directory's demo shows in every busy city, and a few more spread thinly. */
const CITY_PROFESSIONS: readonly TProfessionId[] = ['appraiser', 'inspector', 'media-specialist'];
const OTHER_PROFESSIONS: readonly TProfessionId[] = [
  'mortgage-banker',
  'lawyer',
  'translator',
  'notary',
  'home-insurance',
  'home-warranty',
];
/** The busiest cities (by listing share) get a provider of each CITY_PROFESSIONS. */
const CITIES_SERVED = 10;

const PROFILE: Record<string, { firm: string; credentials: string[]; about: string; trade: string }> = {
  appraiser: {
    firm: '{last} Valuation Group',
    credentials: ['Certified Residential Appraiser', 'USPAP 2024–2025'],
    about:
      'Residential appraisals for purchase, refinance and estate settlement. Desktop, drive-by and full interior reports, usually delivered within a week.',
    trade: 'Appraisal Institute',
  },
  inspector: {
    firm: '{last} Home Inspections',
    credentials: ['ASHI Certified Inspector', 'Radon Measurement Specialist'],
    about:
      'Pre-purchase and pre-listing inspections with a same-week photo report: structure, roof, electrical, plumbing, HVAC, pools, mold and radon.',
    trade: 'American Society of Home Inspectors',
  },
  'media-specialist': {
    firm: '{last} Listing Media',
    credentials: ['FAA Part 107 Remote Pilot'],
    about: 'Listing photography, aerial video, 360° tours and virtual staging, with listing copy translated for buyers abroad.',
    trade: 'Real Estate Photographers of America',
  },
  'mortgage-banker': {
    firm: '{last} Home Lending',
    credentials: ['NMLS Licensed Loan Officer'],
    about: 'Purchase loans for residents and foreign nationals, with pre-approval letters in days.',
    trade: 'Mortgage Bankers Association',
  },
  lawyer: {
    firm: '{last} Real Estate Law',
    credentials: ['Member of the State Bar'],
    about: 'Contract review, closings and cross-border purchases, including entity structuring for foreign buyers.',
    trade: 'American Bar Association',
  },
  translator: {
    firm: '{last} Translation Services',
    credentials: ['ATA Certified Translator'],
    about: 'Certified translations of contracts, disclosures and bank letters for buyers and sellers on both sides of a border.',
    trade: 'American Translators Association',
  },
  notary: {
    firm: '{last} Mobile Notary',
    credentials: ['Commissioned Notary Public', 'Certified Loan Signing Agent'],
    about: 'Mobile signings for closings, powers of attorney and apostilles, evenings and weekends included.',
    trade: 'National Notary Association',
  },
  'home-insurance': {
    firm: '{last} Insurance Agency',
    credentials: ['Licensed Property & Casualty Agent'],
    about: 'Homeowners, condo and landlord policies compared across carriers, bound before closing.',
    trade: 'Independent Insurance Agents & Brokers of America',
  },
  'home-warranty': {
    firm: '{last} Home Warranty',
    credentials: ['Licensed Home Warranty Provider'],
    about: 'Warranty plans for systems and appliances that buyers can start on the day of closing.',
    trade: 'Service Contract Industry Council',
  },
};

const PLANS: readonly (readonly [readonly [TMembershipPlanId, TBillingPeriod], number])[] = [
  [['basic', 'monthly'], 3],
  [['standard', 'monthly'], 3],
  [['standard', 'yearly'], 2],
  [['plus', 'yearly'], 2],
  [['premium', 'yearly'], 1],
];
// Real area codes of the busiest cities; the numbers are 555-01xx, reserved for fiction.
const AREA_CODES = ['212', '213', '312', '415', '512', '617', '305', '206', '303', '404'];
const EXTRA_LANGUAGES: readonly TProfileLanguageCode[] = ['es', 'zh-Hant', 'zh-Hans', 'cmn', 'yue', 'fr', 'hi', 'ar'];

export type DemoServiceProviders = {
  accounts: DemoAccount[];
  profiles: (typeof professionalProfiles.$inferInsert)[];
  memberships: (typeof memberships.$inferInsert)[];
  serviceAreas: (typeof serviceAreas.$inferInsert)[];
};

/** A date `days` before the reference date, on a whole second. */
const daysBefore = (referenceDate: Date, days: number) => new Date(Math.floor((referenceDate.getTime() - days * DAY_MS) / 1000) * 1000);

/**
 * The directory's demo: verified professionals with a running membership and the postal codes of a
 * city they serve (every code their plan allows). Appraisers, inspectors and media specialists work
 * in each of the busiest cities; a few lawyers, lenders, translators, notaries and insurers in
 * others. They hold no documents (the demo never reviews them) and pay nothing: their memberships
 * have no payment and do not renew. Depends only on the seed and the reference date.
 */
export function generateServiceProviders(seed: number, referenceDate: Date): DemoServiceProviders {
  const rng = createRng(seed, PROVIDER_STREAM);
  const busiest = [...DEMO_CITIES].sort((a, b) => b.weight - a.weight);
  const placements: { profession: TProfessionId; city: DemoCity }[] = [
    ...busiest.slice(0, CITIES_SERVED).flatMap((city) => CITY_PROFESSIONS.map((profession) => ({ profession, city }))),
    ...OTHER_PROFESSIONS.flatMap((profession, i) =>
      [busiest[i % CITIES_SERVED]!, busiest[(i + 3) % CITIES_SERVED]!].map((city) => ({ profession, city })),
    ),
  ];
  const out: DemoServiceProviders = { accounts: [], profiles: [], memberships: [], serviceAreas: [] };
  placements.forEach(({ profession, city }, i) => addProvider(out, rng, { profession, city, index: i, referenceDate }));
  return out;
}

function addProvider(
  out: DemoServiceProviders,
  rng: Rng,
  { profession, city, index, referenceDate }: { profession: TProfessionId; city: DemoCity; index: number; referenceDate: Date },
) {
  const id = rng.uuid();
  const { firstName, lastName } = generateName(rng);
  const profile = PROFILE[profession]!;
  const companyName = profile.firm.replace('{last}', lastName);
  const joined = daysBefore(referenceDate, rng.float(40, 700));
  out.accounts.push({
    id,
    email: `${emailSafe(firstName)}.${emailSafe(lastName)}.pro${index + 1}@example.com`,
    firstName,
    lastName,
    accountType: 'professional',
    professionalInfo: { profession, companyName },
    phone: demoPhone(rng, rng.pick(AREA_CODES)),
    createdAt: joined,
  });
  const spokenLanguages = [...new Set<TProfileLanguageCode>(['en', rng.pick(EXTRA_LANGUAGES), rng.pick(EXTRA_LANGUAGES)])].slice(
    0,
    rng.int(1, 3),
  );
  const information: TProfessionalInformation = {
    profession,
    governmentId: {
      firstName,
      lastName,
      idNumber: `D${rng.int(1_000_000, 9_999_999)}`,
      dateOfBirth: { month: rng.int(1, 12), day: rng.int(1, 28), year: rng.int(1962, 1994) },
      expiration: `${referenceDate.getUTCFullYear() + rng.int(2, 6)}-0${rng.int(1, 9)}-15`,
    },
    professionalLicense: {
      number: `${city.state}-${rng.int(100_000, 999_999)}`,
      expiration: `${referenceDate.getUTCFullYear() + rng.int(1, 3)}-12-31`,
    },
    tradeMembership: profile.trade,
    credentials: profile.credentials,
    aboutMe: `${profile.about} Serving ${city.city} and nearby.`,
    spokenLanguages,
    documents: { governmentId: [], professionalLicense: [], eoInsurance: [] },
  } as TProfessionalInformation;
  const company: TCompanyInformation = {
    companyName,
    website: `https://www.${emailSafe(lastName)}-${profession}.example.com`,
    street: streetAddress(rng, city),
    apt: '',
    city: city.city,
    state: city.state,
    postalCode: rng.pick(city.zips),
    country: 'us',
  } as TCompanyInformation;
  const verifiedAt = daysBefore(joined, -rng.float(1, 3));
  out.profiles.push({
    id,
    status: 'verified',
    information,
    company,
    profession,
    spokenLanguages,
    submittedAt: joined,
    verifiedAt,
    createdAt: joined,
    updatedAt: verifiedAt,
  });
  const [plan, cycle] = rng.weighted(PLANS);
  // Started when verified; the running period contains the reference date.
  let periodStart = verifiedAt;
  while (addMonths(periodStart, cycleMonths(cycle)) <= referenceDate) periodStart = addMonths(periodStart, cycleMonths(cycle));
  out.memberships.push({
    id: rng.uuid(),
    accountId: id,
    plan,
    cycle,
    status: 'active',
    autoRenew: false,
    startedAt: verifiedAt,
    currentPeriodStart: periodStart,
    currentPeriodEnd: addMonths(periodStart, cycleMonths(cycle)),
    createdAt: verifiedAt,
    updatedAt: verifiedAt,
  });
  const allowance = postalCodeAllowance(plan, cycle, verifiedAt, referenceDate);
  const codes = allowance === null ? city.zips : city.zips.slice(0, allowance);
  for (const postalCode of codes)
    out.serviceAreas.push({ id: rng.uuid(), accountId: id, country: 'US', postalCode, createdAt: verifiedAt });
}
