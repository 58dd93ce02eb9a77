import { DEFAULT_LOCALE, type TLocale } from '@app/shared/constants/locale';
import type { TProfessionId } from '@app/shared/reference/people';
import { fillCopy, PAGE_META_COPY } from '@app/shared/seo/page-meta-copy';
import type { AppDeps } from '../../app-deps';
import type { PageMeta } from '../../platform/http/page-meta';
import { publicProfile } from './directory.service';

/** Professions schema.org names RealEstateAgent (spec: agents and brokers); every other is a ProfessionalService. */
const REAL_ESTATE_AGENTS: readonly TProfessionId[] = ['agent', 'broker'];

/** A profession's name in a language; undefined for an id that is not a profession. */
const professionLabel = (id: string, locale: TLocale): string | undefined =>
  Object.hasOwn(PAGE_META_COPY[locale].professions, id) ? PAGE_META_COPY[locale].professions[id as TProfessionId] : undefined;
const SITE = 'Terranest';

/**
 * /professional/{id} (and /{zipCode}): name, profession and company as the title, About me as the
 * description, both in the page's language (`?lang=`, decision 076; About me in it when the plan
 * publishes a translation, else in English, as the API serves it), and schema.org RealEstateAgent (agents, brokers) or
 * ProfessionalService with the company's address, the postal codes served and the languages spoken.
 * Only listed professionals have one (the same rule as the API: others get the app's default head).
 */
export async function professionalPageMeta(deps: AppDeps, id: string, locale?: TLocale): Promise<PageMeta | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const language = locale ?? DEFAULT_LOCALE;
  const profile = await publicProfile(deps, id, { locale: language }).catch(() => undefined);
  if (!profile) return undefined;
  const url = `${deps.config.publicUrl}/professional/${profile._id}`;
  const name = `${profile.firstName} ${profile.lastName}`;
  const profession = professionLabel(profile.profession, language) ?? profile.profession;
  const { company } = profile;
  const place = [company.city, company.state, company.country.toUpperCase()].filter(Boolean).join(', ');
  const role = fillCopy(PAGE_META_COPY[language].professionAt, { profession, company: company.name, place });
  return {
    title: `${name} · ${profession} · ${company.name} | ${SITE}`,
    description: `${role} ${profile.aboutMe}`.slice(0, 300).trim(),
    url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': REAL_ESTATE_AGENTS.includes(profile.profession) ? 'RealEstateAgent' : 'ProfessionalService',
      '@id': url,
      name,
      url,
      description: profile.aboutMe.slice(0, 500) || undefined,
      ...(company.website ? { sameAs: [company.website] } : {}),
      parentOrganization: { '@type': 'Organization', name: company.name, ...(company.website ? { url: company.website } : {}) },
      address: {
        '@type': 'PostalAddress',
        streetAddress: [company.street, company.apt].filter(Boolean).join(' '),
        addressLocality: company.city,
        addressRegion: company.state ?? undefined,
        postalCode: company.postalCode,
        addressCountry: company.country.toUpperCase(),
      },
      areaServed: profile.serviceAreas.map((area) => ({
        '@type': 'Place',
        address: { '@type': 'PostalAddress', postalCode: area.postalCode, addressCountry: area.country },
      })),
      knowsLanguage: profile.spokenLanguages,
    },
  };
}

/** /find-professional and /find-professional/{profession}: the directory's title and description, in the page's language. */
export function directoryPageMeta(deps: AppDeps, profession: string | undefined, locale?: TLocale): PageMeta | undefined {
  const copy = PAGE_META_COPY[locale ?? DEFAULT_LOCALE];
  const label = profession === undefined ? undefined : professionLabel(profession, locale ?? DEFAULT_LOCALE);
  if (profession !== undefined && !label) return undefined;
  const path = `/find-professional${profession ? `/${profession}` : ''}`;
  return {
    title: `${copy.findProfessional}${label ? `: ${label}` : ''} | ${SITE}`,
    description: copy.directoryDescription,
    url: `${deps.config.publicUrl}${path}`,
  };
}
