import type { TListingTranslation } from '@app/shared/orders/media-delivery.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLocale } from '../../../../lib/i18n/locales';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Section } from './section';

type Props = { text: string; translations?: TListingTranslation[] | undefined };

/**
 * The owner's description, with its paragraphs and line breaks kept; in a language a translator
 * delivered through a "listing translation" order, that translation, labelled as one, with the
 * original one click away (decision 073).
 */
export function DescriptionSection({ text, translations = [] }: Props) {
  const { t, i18n } = useTranslation('property');
  const reading = findLocale(i18n.resolvedLanguage ?? i18n.language)?.id;
  const translation = translations.find((entry) => entry.locale === reading);
  const [original, setOriginal] = useState(false);
  if (!text.trim() && !translation) return null;
  const shown = translation && !original ? translation : null;
  return (
    <Section
      title={t('sections.description')}
      action={
        translation && (
          <Button variant="ghost" aria-pressed={original} onClick={() => setOriginal((value) => !value)}>
            {original ? t('translation.showTranslation') : t('translation.showOriginal')}
          </Button>
        )
      }
    >
      {shown ? (
        <div lang={findLocale(shown.locale)?.tag} className="flex flex-col gap-2">
          <p>
            <Badge tone="neutral">{t('translation.label')}</Badge>
          </p>
          <p className="font-semibold text-ink">{shown.title}</p>
          <p className="max-w-prose whitespace-pre-line text-ink">{shown.description}</p>
        </div>
      ) : (
        <p className="max-w-prose whitespace-pre-line text-ink">{text}</p>
      )}
    </Section>
  );
}
