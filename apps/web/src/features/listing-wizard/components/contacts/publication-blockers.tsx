import { useTranslation } from 'react-i18next';

/** Why a paid listing is not public yet, in words (the server's publicationBlockers). */
export function PublicationBlockers({ blockers }: { blockers: readonly string[] }) {
  const { t } = useTranslation('listingWizard');
  if (blockers.length === 0) return null;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl border border-secondary-dark bg-secondary/20 p-4 text-sm text-ink">
      <p className="font-semibold">{t('blockers.title')}</p>
      <ul className="list-disc pl-5">
        {blockers.map((blocker) => (
          <li key={blocker}>{t(`blockers.${blocker}`, { defaultValue: t('blockers.other') })}</li>
        ))}
      </ul>
    </div>
  );
}
