import type { TPublicProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { findLocale } from '../../../lib/i18n/locales';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { QueryStatus } from '../../../ui/query-status';
import { useProfessionalReviews } from '../api/get-reviews';
import { Badge } from '../../../ui/badge';
import { SectionCard } from '../../../ui/section-card';
import { TermList } from '../../../ui/term-list';
import { useDirectoryLabels } from '../use-directory-labels';

type SectionProps = { profile: TPublicProfessionalProfile };

/** About me in the reader's language when the plan publishes it, else English, saying which. */
export function AboutMeSection({ profile }: SectionProps) {
  const { t, i18n } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  const reading = findLocale(i18n.resolvedLanguage ?? i18n.language)?.id ?? 'en-us';
  const shownElsewhere = profile.aboutMeLocale !== reading;
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <SectionCard
      title={t('profile.aboutMe')}
      description={
        shownElsewhere
          ? t('profile.shownIn', { language: labels.locale(profile.aboutMeLocale), current: labels.locale(reading) })
          : undefined
      }
    >
      {profile.aboutMe ? (
        <p lang={findLocale(profile.aboutMeLocale)?.tag} className="whitespace-pre-line text-ink">
          {profile.aboutMe}
        </p>
      ) : (
        <p className="text-muted">{t('profile.aboutMeEmpty', { name })}</p>
      )}
      <p className="text-sm text-muted">
        {t('profile.publishedIn', { languages: profile.publishedLocales.map((locale) => labels.locale(locale)).join(' · ') })}
      </p>
    </SectionCard>
  );
}

/** Credentials and trade membership, each checked by an admin when the profile was verified. */
export function CredentialsSection({ profile }: SectionProps) {
  const { t } = useTranslation('professionalsDirectory');
  return (
    <SectionCard title={t('profile.credentials')}>
      {profile.credentials.length === 0 && !profile.tradeMembership ? (
        <p className="text-muted">{t('profile.noCredentials')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {profile.credentials.map((credential) => (
            <li key={credential.name} className="flex flex-wrap items-center gap-2">
              <span className="text-ink">{credential.name}</span>
              <Badge tone="good">{t('profile.verified')}</Badge>
            </li>
          ))}
          {profile.tradeMembership && (
            <li className="flex flex-wrap items-center gap-2">
              <span className="text-ink">
                {t('profile.tradeMembership')}: {profile.tradeMembership}
              </span>
              <Badge tone="good">{t('profile.verified')}</Badge>
            </li>
          )}
        </ul>
      )}
    </SectionCard>
  );
}

/** The company: name, website, address with its country. */
export function CompanySection({ profile }: SectionProps) {
  const { t } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  const { company } = profile;
  const address = [
    [company.street, company.apt].filter(Boolean).join(' '),
    [company.city, company.state, company.postalCode].filter(Boolean).join(', '),
    labels.country(company.country),
  ].join('\n');
  return (
    <SectionCard title={t('profile.company')}>
      <TermList
        rows={[
          [t('profile.company'), company.name],
          ...(company.website
            ? [
                [
                  t('profile.website'),
                  <a
                    key="website"
                    href={company.website}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="break-all text-primary underline"
                  >
                    {company.website}
                  </a>,
                ] as const,
              ]
            : []),
          [
            t('profile.address'),
            <span key="address" className="whitespace-pre-line">
              {address}
            </span>,
          ],
        ]}
      />
    </SectionCard>
  );
}

/** The languages they speak and the postal codes they serve, each with its country. */
export function LanguagesAndAreasSection({ profile }: SectionProps) {
  const { t } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  return (
    <>
      <SectionCard title={t('profile.languages')}>
        <p className="text-ink">{labels.languages(profile.spokenLanguages)}</p>
      </SectionCard>
      <SectionCard title={t('profile.serviceAreas')} description={t('profile.serviceAreasCount', { count: profile.serviceAreas.length })}>
        {profile.serviceAreas.length === 0 ? (
          <p className="text-muted">{t('profile.noServiceAreas')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.serviceAreas.map((area) => (
              <li key={`${area.country}-${area.postalCode}`} className="rounded-lg border border-line px-3 py-1 text-sm text-ink">
                {area.postalCode} · {labels.country(area.country)}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}

/** Reviews of completed orders (decision 071): the rating, then each review's stars, text and the professional's answer. */
export function ReviewsSection({ profile }: SectionProps) {
  const { t } = useTranslation('professionalsDirectory');
  const formatMoment = useFormatMoment();
  const reviews = useProfessionalReviews(profile._id);
  const name = `${profile.firstName} ${profile.lastName}`;
  return (
    <SectionCard title={t('profile.reviews')}>
      <QueryStatus query={reviews} loading={t('profile.reviewsLoading')}>
        {(data) =>
          data.reviews.length === 0 ? (
            <p className="text-muted">{t('profile.noReviews', { name })}</p>
          ) : (
            <div className="flex flex-col gap-4">
              {data.rating !== null && (
                <p className="font-semibold text-ink">{t('profile.rating', { rating: data.rating, count: data.count })}</p>
              )}
              <ul className="flex flex-col gap-3">
                {data.reviews.map((review) => (
                  <li key={review._id} className="rounded-lg border border-line p-3">
                    <p className="text-sm font-semibold text-ink">
                      {t('profile.reviewStars', { count: review.stars })} · {review.reviewer.firstName} · {formatMoment(review.createdAt)}
                    </p>
                    <p className="mt-1 whitespace-pre-line text-ink">{review.text}</p>
                    {review.answer && (
                      <p className="mt-2 border-l-2 border-line pl-3 text-sm text-muted">
                        {t('profile.reviewAnswer', { name })}: {review.answer}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </QueryStatus>
    </SectionCard>
  );
}
