import type { TListhubReport } from '@app/shared/listhub/listhub.schema';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format/format-number';
import { TermList } from '../../../ui/term-list';

const COUNTS = ['created', 'updated', 'unchanged', 'expired', 'rejected'] as const;

/** What the import did: listings created, updated, unchanged, expired, and records rejected. */
export function ReportCounts({ counts }: { counts: TListhubReport['counts'] }) {
  const { t } = useTranslation('listhub');
  const number = useFormatNumber();
  return (
    <section aria-labelledby="listhub-counts" className="flex flex-col gap-3">
      <h2 id="listhub-counts" className="text-xl font-semibold text-ink">
        {t('counts.title')}
      </h2>
      <TermList rows={COUNTS.map((name) => [t(`counts.${name}`), number(counts[name])] as const)} />
    </section>
  );
}
