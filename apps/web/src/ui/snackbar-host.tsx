import { useTranslation } from 'react-i18next';
import { useSnackbarStore } from '../lib/snackbar/snackbar-store';

const KIND_STYLES = {
  success: 'bg-ink text-white',
  info: 'bg-ink text-white',
  error: 'bg-primary-dark text-white',
};

/** Renders the snackbar queue in a live region; errors carry a Close button. */
export function SnackbarHost() {
  const { snacks, dismiss } = useSnackbarStore();
  const { t } = useTranslation('common');
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4">
      {snacks.map((snack) => (
        <div
          key={snack.id}
          role={snack.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-md items-center justify-between gap-4 rounded-lg px-4 py-3 text-sm shadow-lg ${KIND_STYLES[snack.kind]}`}
        >
          <span>{snack.message}</span>
          {snack.kind === 'error' && (
            <button
              type="button"
              onClick={() => dismiss(snack.id)}
              className="rounded px-2 py-1 font-semibold underline-offset-2 hover:underline"
            >
              {t('actions.close')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
