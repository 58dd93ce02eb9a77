import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CardsSection } from '../components/cards-section';
import { HistorySection } from '../components/history-section';
import { PayoutMethodsSection } from '../components/payout-methods-section';

/** /dashboard/wallet (spec: wallet): cards, payout methods and the transaction history. */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('lead')}</p>
      </div>
      <CardsSection />
      <PayoutMethodsSection />
      <HistorySection />
    </div>
  );
}
