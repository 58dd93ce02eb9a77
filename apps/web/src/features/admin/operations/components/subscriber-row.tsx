import type { TAdminSubscriber } from '@app/shared/admin/inbox.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../../lib/format/format-date';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { WhyDialog } from '../../components/why-dialog';
import { useRemoveSubscriber } from '../api/subscribers';

/** One newsletter address: its language, confirmed or waiting, and Remove (asking why). */
export function SubscriberRow({ subscriber }: { subscriber: TAdminSubscriber }) {
  const { t } = useTranslation('adminOperations');
  const formatMoment = useFormatMoment();
  const remove = useRemoveSubscriber();
  const [asking, setAsking] = useState(false);
  return (
    <tr className="border-b border-line align-top last:border-0">
      <td className="px-4 py-3 font-semibold text-ink">{subscriber.email}</td>
      <td className="px-4 py-3">{subscriber.locale ?? '—'}</td>
      <td className="px-4 py-3">
        {subscriber.confirmedAt ? t('subscribers.confirmed', { at: formatMoment(subscriber.confirmedAt) }) : t('subscribers.waiting')}
      </td>
      <td className="whitespace-nowrap px-4 py-3">{formatMoment(subscriber.createdAt)}</td>
      <td className="px-4 py-3">
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t('subscribers.remove')}
          <span className="sr-only">: {subscriber.email}</span>
        </Button>
        {asking && (
          <WhyDialog
            title={t('subscribers.remove')}
            body={t('subscribers.confirmRemove', { email: subscriber.email })}
            confirm={t('subscribers.remove')}
            onClose={() => setAsking(false)}
            onConfirm={async (why) => {
              await remove.mutateAsync({ id: subscriber._id, why });
              snackbar.success(t('subscribers.removed', { email: subscriber.email }));
            }}
          />
        )}
      </td>
    </tr>
  );
}
