import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '../../../lib/format/format-number';

/** How far a running import has got: a progress bar over its records, read out as "120 of 300 records". */
export function ImportProgress({ processed, total }: { processed: number; total: number }) {
  const { t } = useTranslation('listhub');
  const number = useFormatNumber();
  const percent = total === 0 ? 0 : Math.floor((processed / total) * 100);
  const text = t('progress.records', { done: number(processed), total: number(total) });
  return (
    <div className="flex flex-col gap-2">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={processed}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm tabular-nums text-muted">{text}</p>
    </div>
  );
}
