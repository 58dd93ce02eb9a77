import { useTranslation } from 'react-i18next';

/** What can be paid with (cards only), and the demo's test card numbers. */
export function AcceptedMethodsNote() {
  const { t } = useTranslation('wallet');
  return (
    <aside aria-label={t('accepted.title')} className="rounded-xl bg-surface p-4 text-sm text-muted print:hidden">
      <p>
        <span className="font-semibold text-ink">{t('accepted.title')}: </span>
        {t('accepted.cards')}
      </p>
      <p className="mt-1">{t('accepted.testing')}</p>
    </aside>
  );
}
