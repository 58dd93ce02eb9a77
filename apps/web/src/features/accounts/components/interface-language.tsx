import { UI_LANGUAGES } from '@app/shared/reference/languages';
import { useTranslation } from 'react-i18next';
import { applyLocale, currentLocaleId } from '../../../lib/i18n/i18n';
import { SelectField } from '../../../ui/field';

/** The interface language; the app saves a signed-in person's choice on the account. */
export function InterfaceLanguage() {
  const { t, i18n } = useTranslation('accounts');
  return (
    <div className="max-w-xs">
      <SelectField
        label={t('settings.language.label')}
        value={currentLocaleId(i18n)}
        onChange={(event) => applyLocale(event.target.value, i18n)}
      >
        {UI_LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale}>
            {language.nativeLabel}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
