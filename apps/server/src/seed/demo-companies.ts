import { CLOSING_COMPANIES } from './data/companies';
import { emailSafe } from './data/names';
import { generateName, type DemoAccount } from './demo-accounts';
import { demoPhone } from './demo-places';
import type { DemoCompany } from './demo-terms';
import { createRng } from '../platform/rng/rng';

/** The company accounts' own stream, apart from every chunk's (chunk streams are 2i and 2i + 1). */
const COMPANY_STREAM = 0x7fff_fff1;
const DAY_MS = 86_400_000;

/**
 * Demo escrow and title company emails: `<first>.<last>.<escrow|title><n>@example.com`.
 * resetDemo deletes the accounts by this pattern (they hold no listings to find them by).
 */
export const DEMO_COMPANY_EMAIL = /^[a-z]+\.[a-z]+\.(escrow|title)[0-9]+@example\.com$/;
export const DEMO_COMPANY_EMAIL_SQL = '^[a-z]+\\.[a-z]+\\.(escrow|title)[0-9]+@example\\.com$';

export type DemoCompanies = { accounts: DemoAccount[]; companies: DemoCompany[] };

/**
 * The escrow and title companies of a data set: one officer account each, created with the
 * first chunk and named on listings all over the data set. Depends only on the seed (and the
 * reference date, for when they joined).
 */
export function generateCompanies(seed: number, referenceDate: Date): DemoCompanies {
  const rng = createRng(seed, COMPANY_STREAM);
  const accounts: DemoAccount[] = [];
  const companies: DemoCompany[] = [];
  CLOSING_COMPANIES.forEach((entry, i) => {
    const id = rng.uuid();
    const { firstName, lastName } = generateName(rng);
    const word = entry.kind === 'escrow-company' ? 'escrow' : 'title';
    const email = `${emailSafe(firstName)}.${emailSafe(lastName)}.${word}${i + 1}@example.com`;
    const phone = demoPhone(rng, entry.areaCode);
    const createdAt = new Date(Math.floor((referenceDate.getTime() - rng.float(400, 2000) * DAY_MS) / 1000) * 1000);
    accounts.push({
      id,
      email,
      firstName,
      lastName,
      accountType: 'professional',
      professionalInfo: { profession: word === 'escrow' ? 'escrow-officer' : 'title-officer', companyName: entry.name },
      phone,
      createdAt,
    });
    companies.push({
      kind: entry.kind,
      region: entry.region,
      companyName: entry.name,
      officerName: `${firstName} ${lastName}`,
      phone,
      email,
    });
  });
  return { accounts, companies };
}

const cache = new Map<string, DemoCompanies>();

/** generateCompanies, remembered: every chunk of a data set names the same companies. */
export function demoCompanies(seed: number, referenceDate: Date): DemoCompanies {
  const key = `${seed}:${referenceDate.getTime()}`;
  let found = cache.get(key);
  if (!found) {
    if (cache.size > 8) cache.clear();
    found = generateCompanies(seed, referenceDate);
    cache.set(key, found);
  }
  return found;
}
