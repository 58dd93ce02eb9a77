import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field';

type TopicSelectProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  /** The catalog the form reads (its form.topic, form.topicPlaceholder and topics.* keys). */
  namespace: 'contact' | 'feedback';
  topics: readonly string[];
};

/** What a message is about, from the form's own list of topics. */
export function TopicSelect({ namespace, topics, ...select }: TopicSelectProps) {
  const { t } = useTranslation(namespace);
  return (
    <SelectField label={t('form.topic')} {...select}>
      <option value="">{t('form.topicPlaceholder')}</option>
      {topics.map((topic) => (
        <option key={topic} value={topic}>
          {t(`topics.${topic}`)}
        </option>
      ))}
    </SelectField>
  );
}
