import { MESSAGES } from '@app/shared/messages/messages';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../app/pages/not-found-page';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useSession } from '../../../lib/session/session-store';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { Tabs } from '../../../ui/tabs';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useOffers } from '../api/get-offers';
import { OfferGroup } from '../components/offer-group';
import { useOfferActions } from '../hooks/use-offer-actions';
import { groupOffers, groupsOf, isOfferTab, OFFER_TABS, tabCounts, type TOfferGroup, type TOfferTab } from '../offer-tabs';

/** /dashboard/offers/{tab}: offers received and made, and drafts, in the spec's status tabs. */
export default function OffersPage() {
  const { t } = useTranslation('offersDashboard');
  const { tab } = useParams();
  const navigate = useNavigate();
  const { verified } = useSession();
  useDocumentTitle(t('title'));
  if (!isOfferTab(tab)) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('title')}</h1>
        <p className="mt-1 text-muted">{t('lead')}</p>
      </div>
      {verified ? <OfferLists tab={tab} onSelect={(next) => void navigate(`/dashboard/offers/${next}`)} /> : <VerifyFirst />}
    </div>
  );
}

function OfferLists({ tab, onSelect }: { tab: TOfferTab; onSelect(tab: TOfferTab): void }) {
  const { t } = useTranslation('offersDashboard');
  const made = useOffers('made', { fresh: true });
  const received = useOffers('received', { fresh: true });
  const actions = useOfferActions();
  const both = {
    data: made.data && received.data ? { made: made.data, received: received.data } : undefined,
    error: made.error ?? received.error,
    refetch: () => Promise.all([made.refetch(), received.refetch()]),
  };
  const counts = both.data ? tabCounts(both.data.made, both.data.received) : undefined;
  const tabs = OFFER_TABS.map((id) => ({ id, label: counts?.[id] ? `${t(`tabs.${id}`)} (${counts[id]})` : t(`tabs.${id}`) }));
  return (
    <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={onSelect}>
      <div className="flex flex-col gap-8 pt-6">
        <QueryStatus query={both} loading={t('loading')}>
          {(data) => {
            const groups = groupOffers(tab, data.made, data.received);
            return groupsOf(tab).map((group) => (
              <OfferGroup
                key={group}
                group={group}
                offers={groups[group]}
                onRemove={actions.remove}
                onCopy={(offer) => void actions.copy(offer)}
                copying={actions.copying}
                empty={<EmptyGroup group={group} />}
              />
            ));
          }}
        </QueryStatus>
      </div>
    </Tabs>
  );
}

/** What an empty grouping says, with the next step. */
function EmptyGroup({ group }: { group: TOfferGroup }) {
  const { t } = useTranslation('offersDashboard');
  return (
    <>
      <p>{t(`empty.${group}`)}</p>
      {group === 'received' ? (
        <ButtonLink variant="outline" to="/dashboard/listings/new">
          {t('empty.listProperty')}
        </ButtonLink>
      ) : (
        <ButtonLink variant="outline" to="/results">
          {t('empty.searchHomes')}
        </ButtonLink>
      )}
    </>
  );
}

/** An unverified account has no offers yet (the API serves verified accounts): say how to get there. */
function VerifyFirst() {
  const { t } = useTranslation('offersDashboard');
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-line p-4">
      <p className="font-semibold text-ink">{translate(MESSAGES.verifyAccount)}</p>
      <p className="text-sm text-muted">{t('verifyFirst')}</p>
      <ButtonLink to="/dashboard/account/trust-verification">{t('verifyLink')}</ButtonLink>
    </div>
  );
}
