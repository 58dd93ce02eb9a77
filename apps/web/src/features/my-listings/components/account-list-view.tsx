import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { useAccount } from '../../../lib/session/get-account';
import { QueryStatus } from '../../../ui/query-status';
import { useListingCards } from '../api/get-listing-cards';
import { useRemoveFromAccountList, type AccountList } from '../hooks/use-remove-from-account-list';
import { AccountListCard, UnavailableCard } from './account-list-item';

/** The catalog's prefix for each list's texts. */
const TEXTS = { savedProps: 'saved', hidden: 'hidden' } as const;

/**
 * The cards of the account's saved or hidden listings, in the list's order. Ids whose listing
 * did not come back (no longer public) show as "No longer available", so they can still go.
 */
export function AccountListView({ list }: { list: AccountList }) {
  const { t } = useTranslation('myListings');
  const account = useAccount();
  const ids = account.data?.[list] ?? [];
  const cards = useListingCards(ids);
  const removal = useRemoveFromAccountList(list);
  // The pressed button goes with its card; focus stays in the list rather than falling to the page.
  const listRef = useRef<HTMLUListElement>(null);
  const texts = TEXTS[list];
  const labels = { short: t(`${texts}.remove`), named: (name: string) => t(`${texts}.removeNamed`, { name }) };
  const query = {
    data: account.data && (ids.length === 0 ? [] : cards.data),
    error: account.error ?? cards.error,
    refetch: () => (account.error ? account.refetch() : cards.refetch()),
  };
  return (
    <QueryStatus query={query} loading={t(`${texts}.loading`)}>
      {(found: TListingCard[]) =>
        ids.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line p-4 sm:p-6">
            <p className="text-muted">{t(`${texts}.empty`)}</p>
            <ButtonLink to="/results">{t('accountList.browse')}</ButtonLink>
          </div>
        ) : (
          <ul
            ref={listRef}
            tabIndex={-1}
            aria-label={t(`${texts}.listLabel`)}
            className="grid grid-cols-1 gap-4 focus:outline-none sm:grid-cols-2 lg:grid-cols-3"
          >
            {ids.map((id) => {
              const card = found.find((item) => item._id === id);
              const onRemove = () => {
                removal.mutate({ id });
                listRef.current?.focus();
              };
              return (
                <li key={id}>
                  {card ? <AccountListCard card={card} labels={labels} onRemove={onRemove} /> : <UnavailableCard onRemove={onRemove} />}
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryStatus>
  );
}
