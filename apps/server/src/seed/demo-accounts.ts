import type { accounts } from '../db/schema/index';
import { BROKERAGES, DEVELOPERS } from './data/companies';
import { NAME_GROUPS, emailSafe } from './data/names';
import type { Rng } from '../platform/rng/rng';

/** An accounts row with every column the demo sets, so generated data compares exactly. */
export type DemoAccount = Required<
  Pick<typeof accounts.$inferInsert, 'id' | 'email' | 'firstName' | 'lastName' | 'accountType' | 'professionalInfo' | 'phone' | 'createdAt'>
>;

/** The professions demo owners can have: agents list for sellers, developers sell new developments. */
export type OwnerProfession = 'agent' | 'developer';

const DAY_MS = 86_400_000;
const GROUP_WEIGHTS = NAME_GROUPS.map((group) => [group, group.weight] as const);

/** A first and last name; most people share their surname's heritage, some do not. */
export function generateName(rng: Rng): { firstName: string; lastName: string } {
  const group = rng.weighted(GROUP_WEIGHTS);
  const surnameGroup = rng.chance(0.85) ? group : rng.weighted(GROUP_WEIGHTS);
  return { firstName: rng.pick(group.first), lastName: rng.pick(surnameGroup.last) };
}

/**
 * One demo owner. `index` makes the email unique within a data set
 * (`maria.garcia17@example.com`); addresses stay on the reserved example domains.
 */
export function generateAccount(rng: Rng, options: { index: number; referenceDate: Date; profession?: OwnerProfession }): DemoAccount {
  const id = rng.uuid();
  const { firstName, lastName } = generateName(rng);
  const domain = rng.chance(0.7) ? 'example.com' : 'example.org';
  // Owners joined before any of their listings went up (listings are at most ~130 days old).
  const createdAt = new Date(Math.floor((options.referenceDate.getTime() - rng.float(130, 1500) * DAY_MS) / 1000) * 1000);
  const profession = options.profession;
  const firm = profession ? rng.pick(profession === 'agent' ? BROKERAGES : DEVELOPERS).replace('{last}', lastName) : null;
  return {
    id,
    email: `${emailSafe(firstName)}.${emailSafe(lastName)}${options.index + 1}@${domain}`,
    firstName,
    lastName,
    accountType: profession ? 'professional' : 'individual',
    professionalInfo: profession ? { profession, companyName: firm } : null,
    phone: null,
    createdAt,
  };
}

/** The profession of a demo owner (its verified profile unlocks the listing fields its listings use, see demo-professionals.ts). */
export function professionOf(account: Pick<DemoAccount, 'professionalInfo'>): OwnerProfession | undefined {
  const profession = account.professionalInfo?.profession;
  return profession === 'agent' || profession === 'developer' ? profession : undefined;
}

/** Every this many owners of a chunk, one is a developer (the one whose listing opens a community). */
export const DEVELOPER_EVERY = 25;
export const DEVELOPER_OFFSET = 12;
/** The busiest owners of a chunk (the first few hold most listings) are often agents. */
const BUSY_OWNERS = 12;

/**
 * `count` demo owners numbered from `firstIndex`. Owner 12, 37, 62 … of a chunk is a developer;
 * about a third of the first dozen (who hold most listings) and 5% of the rest are agents.
 */
export function generateAccounts(count: number, rng: Rng, options: { firstIndex?: number; referenceDate: Date }): DemoAccount[] {
  const first = options.firstIndex ?? 0;
  return Array.from({ length: count }, (_, i) => {
    const agent = rng.chance(i < BUSY_OWNERS ? 0.35 : 0.05);
    const profession = (first + i) % DEVELOPER_EVERY === DEVELOPER_OFFSET ? 'developer' : agent ? 'agent' : undefined;
    return generateAccount(rng, { index: first + i, referenceDate: options.referenceDate, ...(profession ? { profession } : {}) });
  });
}
