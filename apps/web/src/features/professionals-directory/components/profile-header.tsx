import type { TPublicProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFormatDay } from '../../../lib/format/format-date';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { messagesUrl } from '../../../lib/navigation/messages-url';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { directoryUrl } from '../directory-search';
import { useDirectoryLabels } from '../use-directory-labels';

type ProfileHeaderProps = { profile: TPublicProfessionalProfile; zipCode: string | undefined; signedIn: boolean };

const CONTACT =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2';

/** Name, profession, company, the verified licence, whether the zip code asked about is served, and Contact (a conversation in Messages). */
export function ProfileHeader({ profile, zipCode, signedIn }: ProfileHeaderProps) {
  const { t } = useTranslation('professionalsDirectory');
  const labels = useDirectoryLabels();
  const translate = useTranslateMessage();
  const formatDay = useFormatDay('long');
  const location = useLocation();
  const name = `${profile.firstName} ${profile.lastName}`;
  const signInToContact = () => usePopupStore.getState().openPopup('login', { continueTo: `${location.pathname}${location.search}` });

  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{name}</h1>
        <p className="text-lg font-semibold text-ink">
          {labels.profession(profile.profession)} · {profile.company.name}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="good">{t('profile.licenseVerified')}</Badge>
          <span className="text-sm text-muted">{t('profile.memberSince', { date: formatDay(profile.verifiedAt) })}</span>
        </div>
      </div>
      {profile.notice && zipCode && (
        <div role="alert" className="flex flex-col gap-1 rounded-xl border border-primary/30 bg-primary-light p-4">
          <p className="font-semibold text-primary-dark">{translate(profile.notice)}</p>
          <p className="text-sm text-ink">{t('profile.outsideHint', { name, zipCode })}</p>
          <Link
            to={directoryUrl({ profession: profile.profession, location: zipCode, language: undefined, page: 1 })}
            className="w-fit text-sm font-semibold text-primary underline"
          >
            {t('profile.findThere', { zipCode })}
          </Link>
        </div>
      )}
      {profile.servesZipCode && zipCode && (
        <p className="w-fit">
          <Badge tone="good">{t('profile.servesZip', { zipCode })}</Badge>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {signedIn ? (
          <Link to={messagesUrl({ with: profile._id })} className={CONTACT}>
            {t('profile.contact')}
            <span className="sr-only"> {name}</span>
          </Link>
        ) : (
          <>
            <Button onClick={signInToContact}>{t('profile.contactSignIn')}</Button>
            <span className="text-sm text-muted">{t('profile.contactHint', { name })}</span>
          </>
        )}
      </div>
    </header>
  );
}
