import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../app/pages/not-found-page';
import { useSession } from '../../../lib/session/session-store';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { Tabs } from '../../../ui/tabs';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useOffers } from '../api/get-offers';
import { OfferGroup } from '../components/offer-group';
import { VerifyFirst } from '../components/verify-first';
import { useOfferActions } from '../hooks/use-offer-actions';
import {
  groupOffers,
  groupsOf,
  isOfferTab,
  MIXED_GROUPS,
  OFFER_TABS,
  tabCounts,
  unseenCounts,
  type TOfferGroup,
  type TOfferTab,
} from '../offer-tabs';

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
  const tabLabel = useTabLabel();
  const both = {
    data: made.data && received.data ? { made: made.data, received: received.data } : undefined,
    error: made.error ?? received.error,
    refetch: () => Promise.all([made.refetch(), received.refetch()]),
  };
  const counts = both.data ? tabCounts(both.data.made, both.data.received) : undefined;
  const fresh = both.data ? unseenCounts(both.data.received) : undefined;
  const tabs = OFFER_TABS.map((id) => ({ id, label: tabLabel(t(`tabs.${id}`), counts?.[id] ?? 0, fresh?.[id] ?? 0) }));
  return (
    <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={onSelect}>
      <div className="flex flex-col gap-8 pt-6">
        <p className="text-sm text-muted">{t(`tabLeads.${tab}`)}</p>
        <QueryStatus query={both} loading={t('loading')}>
          {(data) => {
            const groups = groupOffers(tab, data.made, data.received);
            // The groupings set apart (inactive, expired) show only when they hold offers.
            const shown = groupsOf(tab).filter((group) => !MIXED_GROUPS.includes(group) || groups[group].length > 0);
            return shown.map((group) => (
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

/** A tab's name with how many offers it holds, and how many of them the seller has not opened yet. */
function useTabLabel() {
  const { t } = useTranslation('offersDashboard');
  return (name: string, count: number, fresh: number) => {
    if (!count) return name;
    return fresh ? t('tabs.countNew', { tab: name, count, fresh }) : t('tabs.count', { tab: name, count });
  };
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
