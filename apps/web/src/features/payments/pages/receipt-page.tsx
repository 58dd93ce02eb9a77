import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { QueryStatus } from '../../../ui/query-status';
import { useReceipt } from '../api/get-receipt';
import { ReceiptView } from '../components/receipt-view';

/** /dashboard/wallet/receipts/{paymentId}: a payment's receipt, ready to print. */
export default function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const { t } = useTranslation('payments');
  const receipt = useReceipt(paymentId);
  useDocumentTitle(t('receipt.title'));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl print:text-xl">{t('receipt.title')}</h1>
      <QueryStatus query={receipt} loading={t('receipt.loading')}>
        {(data) => <ReceiptView receipt={data} walletLinkLabel={t('receipt.backToWallet')} />}
      </QueryStatus>
      {receipt.error && (
        <ButtonLink variant="ghost" to="/dashboard/wallet" className="self-start">
          {t('receipt.backToWallet')}
        </ButtonLink>
      )}
    </div>
  );
}
