import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { Page } from '../../../ui/page';
import { BuyAnnualPlus } from '../components/buy-annual-plus';
import { MyBogoCodes } from '../components/my-bogo-codes';

/**
 * /buy-one-get-one (spec sections 1 and 9): buy Annual Plus and get a code that gives a new user
 * a free Annual Plus (decision 062); the buyer's codes, with their share links, below.
 */
export default function BuyOneGetOnePage() {
  const { t } = useTranslation('promotions');
  const session = useSession();
  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <div className="flex flex-col gap-6">
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-ink">
          <li>{t('steps.buy')}</li>
          <li>{t('steps.share')}</li>
          <li>{t('steps.redeem')}</li>
        </ol>
        <p className="rounded-lg bg-secondary/30 px-4 py-3 font-medium text-ink">{t('newUsersOnly')}</p>
        <BuyAnnualPlus />
        {session.signedIn && <MyBogoCodes />}
      </div>
    </Page>
  );
}
