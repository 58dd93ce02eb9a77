import { useTranslation } from 'react-i18next';

/**
 * A virtually staged photo says so wherever it appears (decision 083): in its accessible name
 * (`alt`) and in visible text (`label`, on a badge or in a caption).
 */
export function useVirtuallyStaged() {
  const { t } = useTranslation('common');
  return {
    label: t('virtuallyStaged.label'),
    alt: (alt: string, staged: boolean | undefined) => (staged ? t('virtuallyStaged.alt', { alt }) : alt),
  };
}

/** The visible "Virtually staged" badge over a photo's corner (hidden from screen readers: the photo's name says it). */
export function VirtuallyStagedBadge({ className = 'left-2 bottom-2' }: { className?: string }) {
  const { label } = useVirtuallyStaged();
  return (
    <span aria-hidden="true" className={`absolute rounded-full bg-ink/80 px-2.5 py-0.5 text-xs font-semibold text-white ${className}`}>
      {label}
    </span>
  );
}
