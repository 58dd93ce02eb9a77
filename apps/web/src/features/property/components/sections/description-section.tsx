import { useTranslation } from 'react-i18next';
import { Section } from './section';

/** The owner's description, with its paragraphs and line breaks kept. */
export function DescriptionSection({ text }: { text: string }) {
  const { t } = useTranslation('property');
  if (!text.trim()) return null;
  return (
    <Section title={t('sections.description')}>
      <p className="max-w-prose whitespace-pre-line text-ink">{text}</p>
    </Section>
  );
}
