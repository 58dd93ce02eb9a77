import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { findLocale } from '../../../lib/i18n/locales';
import { useSession } from '../../../lib/session/session-store';
import { LoadError } from '../../../ui/load-error';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useProfessional } from '../api/get-professional';
import { ProfileHeader } from '../components/profile-header';
import {
  AboutMeSection,
  CompanySection,
  CredentialsSection,
  LanguagesAndAreasSection,
  ReviewsSection,
} from '../components/profile-sections';
import { ServicesSection } from '../components/services-section';
import { useDirectoryLabels } from '../use-directory-labels';

/**
 * /professional/{id} and /professional/{id}/{zipCode}: a listed professional's public profile, in
 * the reader's language when their plan publishes it; 'Outside of service area' for a zip code they
 * do not serve.
 */
export default function ProfessionalProfilePage() {
  const { t, i18n } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  const { id = '', zipCode } = useParams();
  const { signedIn } = useSession();
  const locale = findLocale(i18n.resolvedLanguage ?? i18n.language)?.id ?? 'en-us';
  const query = useProfessional({ id, zipCode, locale, signedIn });
  const profile = query.data;
  // A malformed id (400) names no profile either: both read as not in the directory.
  const notListed = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  useDocumentTitle(
    profile
      ? `${profile.firstName} ${profile.lastName} · ${labels.profession(profile.profession)}`
      : t(notListed ? 'profile.notFoundTitle' : 'profile.loading'),
  );

  if (!profile) {
    if (notListed) {
      return (
        <Page title={t('profile.notFoundTitle')} lead={t('profile.notFoundLead')} width="prose">
          <Link to="/find-professional" className="font-semibold text-primary underline">
            {t('profile.backToDirectory')}
          </Link>
        </Page>
      );
    }
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
        {query.error ? (
          <LoadError
            title={t('profile.loadError')}
            message={query.error.message}
            retryLabel={t('common:actions.retry')}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner size="sm" />
            {t('profile.loading')}
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
      <Link to="/find-professional" className="w-fit text-sm font-semibold text-primary underline">
        {t('profile.backToDirectory')}
      </Link>
      <ProfileHeader profile={profile} zipCode={zipCode} signedIn={signedIn} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <AboutMeSection profile={profile} />
          <ServicesSection profile={profile} zipCode={zipCode} />
          <CredentialsSection profile={profile} />
          <ReviewsSection profile={profile} />
        </div>
        <div className="flex flex-col gap-6">
          <CompanySection profile={profile} />
          <LanguagesAndAreasSection profile={profile} />
        </div>
      </div>
    </div>
  );
}
