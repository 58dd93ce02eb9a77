import type { TReceipt } from '@app/shared/payments/payments.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReceiptView } from './receipt-view';

type PaidReceiptProps = { receipt: TReceipt; paidNow: boolean };

/**
 * A paid checkout: a note saying it was paid (just now, or before) and the receipt. The note
 * takes the focus so the reader learns at once that the payment went through.
 */
export function PaidReceipt({ receipt, paidNow }: PaidReceiptProps) {
  const { t } = useTranslation('payments');
  const noteRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => noteRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-6">
      <div role="status" className={`rounded-xl p-4 print:hidden ${paidNow ? 'bg-green-50 text-green-900' : 'bg-surface text-ink'}`}>
        <h2 ref={noteRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          {paidNow ? t('checkout.paidTitle') : t('checkout.alreadyPaidTitle')}
        </h2>
        <p className="mt-1 text-sm">{paidNow ? t('checkout.paidBody') : t('checkout.alreadyPaidBody')}</p>
      </div>
      <ReceiptView receipt={receipt} walletLinkLabel={t('receipt.toWallet')} />
    </div>
  );
}
