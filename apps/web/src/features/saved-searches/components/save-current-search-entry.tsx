import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSession } from '../../../lib/session/session-store';
import { parseResultsSearch } from '../../../lib/navigation/search-url';

// The dialog (its form and the saved-search schema) loads when it opens, not with every page's navbar.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/**
 * The navbar's "Save this search" (spec search state: saveSearchFromNavbar): on the results page,
 * the Saved menu offers to save the search shown, read from the page's URL. Elsewhere it is absent.
 */
export function SaveCurrentSearchEntry({ className = '' }: { className?: string }) {
  const { t } = useTranslation('savedSearches');
  const location = useLocation();
  const { signedIn } = useSession();
  const [open, setOpen] = useState(false);
  if (location.pathname !== '/results') return null;
  const onClick = () => {
    if (signedIn) setOpen(true);
    else usePopupStore.getState().openPopup('login', { continueTo: `${location.pathname}${location.search}` });
  };
  return (
    <li className="mt-1 border-t border-line pt-1">
      <button type="button" onClick={onClick} className={`${className} text-ink`}>
        {t('save.fromNavbar')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog criteria={parseResultsSearch(location.search).criteria} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </li>
  );
}
