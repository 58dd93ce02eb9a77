import type { TBogoCode } from '@app/shared/professionals/promotion.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';

/** One earned code: the code, its share link with Copy, and whether someone redeemed it. */
export function BogoCodeItem({ code }: { code: TBogoCode }) {
  const { t } = useTranslation('promotions');
  const formatDay = useFormatDay();
  const inputId = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const link = new URL(code.path, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-mono text-lg font-semibold tracking-wider text-ink">{code.code}</span>
        {code.redeemed ? (
          <Badge tone="good">{code.redeemedAt ? t('codes.redeemedOn', { date: formatDay(code.redeemedAt) }) : t('codes.redeemed')}</Badge>
        ) : (
          <Badge>{t('codes.notRedeemed')}</Badge>
        )}
      </div>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t('codes.shareLink', { code: code.code })}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink"
        />
        <Button variant="outline" onClick={() => void copy()} aria-label={t('codes.copyNamed', { code: code.code })}>
          {t('codes.copy')}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted">
        {copied === 'yes' ? t('codes.copied') : copied === 'no' ? t('codes.copyFailed') : ''}
      </p>
    </li>
  );
}
