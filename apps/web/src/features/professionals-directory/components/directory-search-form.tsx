import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileOptions } from '../../../lib/forms/use-profile-options';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/field';
import { LocationCombobox } from '../../../ui/location-combobox';
import type { DirectoryCriteria } from '../directory-search';

type DirectorySearchFormProps = {
  criteria: DirectoryCriteria;
  searching: boolean;
  onSearch(criteria: DirectoryCriteria): void;
};

/** Profession (the spec's full list), postal code or place (gazetteer suggestions) and spoken language. */
export function DirectorySearchForm({ criteria, searching, onSearch }: DirectorySearchFormProps) {
  const { t } = useTranslation('professionalsDirectory');
  const options = useProfileOptions();
  const [profession, setProfession] = useState(criteria.profession ?? '');
  const [location, setLocation] = useState(criteria.location);
  const [language, setLanguage] = useState(criteria.language ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      profession: (profession || undefined) as DirectoryCriteria['profession'],
      location,
      language: (language || undefined) as DirectoryCriteria['language'],
      page: 1,
    });
  };

  return (
    <form
      role="search"
      aria-label={t('search.formLabel')}
      onSubmit={submit}
      className="grid grid-cols-1 items-end gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1.4fr_1fr_auto]"
    >
      <SelectField label={t('search.profession')} value={profession} onChange={(event) => setProfession(event.target.value)}>
        <option value="">{t('search.allProfessions')}</option>
        {options.professions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <LocationCombobox
        label={t('search.location')}
        placeholder={t('search.locationHint')}
        value={location}
        onChange={setLocation}
        onPick={(text) => setLocation(text)}
        enterKeyHint="search"
      />
      <SelectField label={t('search.language')} value={language} onChange={(event) => setLanguage(event.target.value)}>
        <option value="">{t('search.anyLanguage')}</option>
        {options.languages.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <Button type="submit" loading={searching}>
        {t('search.submit')}
      </Button>
    </form>
  );
}
