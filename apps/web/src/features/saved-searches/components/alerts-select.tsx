import { SAVED_SEARCH_ALERTS, type TSavedSearchAlerts } from '@app/shared/search/saved-search.schema';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field';

type AlertsSelectProps = {
  value: TSavedSearchAlerts;
  onChange(value: TSavedSearchAlerts): void;
  /** An accessible name naming the search ("Email alerts for Austin homes"); the visible label stays "Email alerts". */
  ariaLabel?: string;
  disabled?: boolean;
};

/** How often a saved search emails new listings: as soon as listed, once a day, or off. */
export function AlertsSelect({ value, onChange, ariaLabel, disabled }: AlertsSelectProps) {
  const { t } = useTranslation('savedSearches');
  return (
    <SelectField
      label={t('alerts.label')}
      aria-label={ariaLabel}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TSavedSearchAlerts)}
    >
      {SAVED_SEARCH_ALERTS.map((alerts) => (
        <option key={alerts} value={alerts}>
          {t(`alerts.${alerts}`)}
        </option>
      ))}
    </SelectField>
  );
}
