import type { TSearchCriteria } from '@app/shared/search/search.schema';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';

// The dialog (its form and the saved-search schema) loads when it opens, not with the Results page.
const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

type SaveSearchButtonProps = {
  /** The search on screen, as the results page sends it to the API. */
  criteria: TSearchCriteria;
  className?: string;
  variant?: 'primary' | 'outline';
};

/**
 * Save search (spec: the results page's save-search action, also from the navbar). Visitors get
 * the login popup and come back here; signed-in people name the search (a name in their
 * language is suggested), choose its email alerts, and see the result in the snackbar.
 */
export function SaveSearchButton({ criteria, className, variant = 'outline' }: SaveSearchButtonProps) {
  const { t } = useTranslation(['savedSearches', 'common']);
  const { signedIn } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const onClick = () => {
    if (signedIn) setOpen(true);
    else usePopupStore.getState().openPopup('login', { continueTo: `${location.pathname}${location.search}` });
  };
  return (
    <>
      <Button variant={variant} className={className} onClick={onClick}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
        </svg>
        {t('save.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog criteria={criteria} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
