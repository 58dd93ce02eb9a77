import { useTranslation } from 'react-i18next';
import { useSavedSearchCount } from '../hooks/use-saved-search-count';

/** The navbar's notification dot: on when the number of saved searches rose since the person last looked. */
export function SavedSearchesDot() {
  const { t } = useTranslation('savedSearches');
  const { notification } = useSavedSearchCount();
  if (!notification) return null;
  return (
    <span data-testid="saved-searches-dot" className="inline-block h-2 w-2 shrink-0 rounded-full bg-primary">
      <span className="sr-only">{t('dot')}</span>
    </span>
  );
}
