import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import { TRANSLATED_PROFILE_LOCALES, type TTranslatedProfileLocale } from '@app/shared/professionals/profile-translations';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleTag } from '../../../lib/i18n/use-locale-tag';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SectionCard } from '../../../ui/section-card';
import { WordCountedTextArea } from '../../../ui/word-counted-text-area';
import { useMyProfile } from '../api/get-my-profile';
import { useSaveTranslation } from '../api/save-translation';
import { displayNames } from '@app/shared/domain/intl-formats';

/** One language's About me: kept as typed whatever the server answers, saved on its own. */
function TranslationForm({ locale, language, saved }: { locale: TTranslatedProfileLocale; language: string; saved: string }) {
  const { t } = useTranslation('professionalDashboard');
  const [text, setText] = useState(saved);
  const save = useSaveTranslation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ locale, aboutMe: text });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" noValidate>
      <WordCountedTextArea
        label={t('translations.aboutMeIn', { language })}
        name={`aboutMe-${locale}`}
        lang={locale}
        value={text}
        maxWords={FIELD_LIMITS.aboutMeMaxWords}
        onChange={(event) => setText(event.target.value)}
      />
      {save.error && <FormAlert message={save.error.message} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t('translations.save', { language })}
        </Button>
        <span role="status" className="text-sm text-muted">
          {save.isSuccess && !save.isPending ? (text.trim() ? t('translations.saved') : t('translations.removed')) : ''}
        </span>
      </div>
    </form>
  );
}

/**
 * About me in the other languages the plan publishes the profile in (spec section 6: Basic in
 * English and Traditional Chinese, higher plans also Simplified Chinese and Spanish; decision 065).
 * A language outside the plan says which plans include it; the server refuses it anyway.
 */
export function ProfileTranslationsSection({ membership }: { membership: TMyMembership }) {
  const { t } = useTranslation('professionalDashboard');
  const tag = useLocaleTag();
  const profile = useMyProfile().data;
  // An expired membership publishes nothing beyond English: the section comes back with a plan.
  if (!profile || membership.status === 'expired') return null;
  const names = displayNames([tag], { type: 'language' });
  return (
    <SectionCard title={t('translations.title')} description={t('translations.lead')}>
      {TRANSLATED_PROFILE_LOCALES.map((locale) => {
        const language = names.of(locale) ?? locale;
        if (membership.translationLocales.includes(locale)) {
          return <TranslationForm key={locale} locale={locale} language={language} saved={profile.translations[locale]?.aboutMe ?? ''} />;
        }
        return (
          <p key={locale} className="rounded-lg bg-surface px-4 py-3 text-sm text-ink">
            {t('translations.notInPlan', { language })}
          </p>
        );
      })}
    </SectionCard>
  );
}
