import type { TPayoutMethod } from '@app/shared/payments/payout-methods.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useRemovePayoutMethod } from '../api/remove-payout-method';
import { useConfirmRemoval } from '../../../lib/popups/use-confirm-removal';

/**
 * One payout method: the name on the account and its holder, then for a US account its type, the
 * account's last four digits and the routing number; for one abroad the IBAN's last four and the BIC.
 */
export function PayoutMethodItem({ method }: { method: TPayoutMethod }) {
  const { t } = useTranslation('wallet');
  const remove = useRemovePayoutMethod();
  const confirmRemoval = useConfirmRemoval();
  const account =
    method.kind === 'iban' ? t('payout.ibanAccount', { last4: method.accountLast4 }) : t('payout.account', { last4: method.accountLast4 });
  const details =
    method.kind === 'iban'
      ? [account, t('payout.bicOf', { bic: method.bic })]
      : [t(`payout.types.${method.accountType ?? 'checking'}`), account, t('payout.routing', { number: method.routingNumber })];
  const onRemove = () =>
    confirmRemoval({
      title: t('payout.removeTitle'),
      body: t('payout.removeBody', { account }),
      done: t('payout.removed'),
      remove: () => remove.mutateAsync(method._id),
    });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-ink">{method.name}</p>
        {method.holderName !== method.name && <p className="text-sm text-ink">{method.holderName}</p>}
        <p className="text-sm text-muted">{details.join(' · ')}</p>
      </div>
      <Button variant="ghost" onClick={onRemove} className="self-start sm:self-auto">
        {t('actions.remove')}
        <span className="sr-only">: {account}</span>
      </Button>
    </li>
  );
}
