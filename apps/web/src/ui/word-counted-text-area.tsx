import { countWords } from '@app/shared/validation/text';
import { useId, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from './field';

type WordCountedTextAreaProps = {
  label: string;
  name: string;
  value: string;
  maxWords: number;
  error?: string | undefined;
  onChange(event: ChangeEvent<HTMLTextAreaElement>): void;
  onBlur?(event: FocusEvent<HTMLTextAreaElement>): void;
  ref?: Ref<HTMLTextAreaElement>;
  lang?: string;
};

/** A long text with a live count of its words against a limit (screen readers hear it when it settles). */
export function WordCountedTextArea({ label, name, value, maxWords, error, onChange, onBlur, ref, lang }: WordCountedTextAreaProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const countId = `${id}-count`;
  const words = countWords(value);
  const over = words > maxWords;
  return (
    <div className="flex flex-col gap-1">
      <TextArea
        ref={ref}
        name={name}
        label={label}
        value={value}
        error={error}
        rows={8}
        id={id}
        lang={lang}
        // The error (when there is one) and the count both describe the field.
        aria-describedby={error ? `${id}-error ${countId}` : countId}
        onChange={onChange}
        onBlur={onBlur}
      />
      <p id={countId} aria-live="polite" className={`text-xs ${over ? 'font-semibold text-primary-dark' : 'text-muted'}`}>
        {t('wordCount', { count: words, max: maxWords })}
      </p>
    </div>
  );
}
