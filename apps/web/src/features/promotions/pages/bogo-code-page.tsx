import { MESSAGES } from '@app/shared/messages/messages';
import { ZBogoCodeParam } from '@app/shared/professionals/promotion.schema';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../ui/form-alert';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';
import { useBogoCode } from '../api/get-bogo-code';
import { RedeemCode } from '../components/redeem-code';

const LINK = 'font-semibold text-primary-dark underline';

/**
 * /buy-one-get-one/{generated_code}: the code's state; a new user redeems it for a free Annual
 * Plus, a used code says so, a visitor signs up or logs in and comes back here.
 */
export default function BogoCodePage() {
  const { t } = useTranslation('promotions');
  const { code = '' } = useParams();
  // A link that cannot be a code is not sent to the server: it is simply not valid.
  const wellFormed = ZBogoCodeParam.safeParse({ code }).success;
  const status = useBogoCode(code, wellFormed);
  const aboutLink = (
    <Link to="/buy-one-get-one" className={LINK}>
      {t('codePage.about')}
    </Link>
  );
  return (
    <Page title={t('codePage.title')} lead={t('codePage.lead')} width="prose">
      <div aria-live="polite">
        {!wellFormed || (status.error && !status.data) ? (
          <div className="flex flex-col items-start gap-3">
            <FormAlert message={status.error?.message ?? MESSAGES.promotionCodeInvalid} />
            {aboutLink}
          </div>
        ) : (
          <QueryStatus query={status} loading={t('codePage.loading')}>
            {(data) => (
              <SectionCard title={t('codePage.codeHeading', { code: data.code })}>
                {data.available ? (
                  <RedeemCode code={code} />
                ) : (
                  <div className="flex flex-col items-start gap-3">
                    <FormAlert message={MESSAGES.promotionCodeUsed} />
                    {aboutLink}
                  </div>
                )}
              </SectionCard>
            )}
          </QueryStatus>
        )}
      </div>
    </Page>
  );
}
