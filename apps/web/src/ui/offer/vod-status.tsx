import type { TOfferVodRequest } from '@app/shared/offers/offer-vod.schema';
import { useTranslation } from 'react-i18next';
import { useFormatDay, useFormatMoment } from '../../lib/format/format-date';
import { Badge } from '../badge';

const TONE = { verified: 'good', 'not-verified': 'bad', expired: 'warning', pending: 'neutral' } as const;

/**
 * A bank's answer to a VOD request as both sides read it: "Funds verified" / "Not verified" /
 * "Expired after 48 hours" with its date, or the wait for the answer with its deadline.
 */
export function VodStatus({ request }: { request: TOfferVodRequest }) {
  const { t } = useTranslation('vod');
  const formatDay = useFormatDay();
  const formatMoment = useFormatMoment();
  const when =
    request.status === 'pending'
      ? t('status.until', { moment: formatMoment(request.expiresAt) })
      : request.status === 'expired'
        ? t('status.on', { date: formatDay(request.expiresAt) })
        : t('status.on', { date: formatDay(request.answeredAt ?? request.expiresAt) });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge tone={TONE[request.status]}>{t(`status.${request.status}`)}</Badge>
      <span className="text-sm text-muted">{when}</span>
    </span>
  );
}
