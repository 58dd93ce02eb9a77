import { ZAddCardRequest } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { SectionCard } from '../../../ui/section-card';
import { useAddCard } from '../api/add-card';
import { useCards } from '../../../lib/payments/get-cards';
import { AcceptedMethodsNote } from '../../../ui/payment-card/accepted-methods-note';
import { CardForm } from '../../../ui/payment-card/card-form';
import { QueryStatus } from '../../../ui/query-status';
import { SavedCardItem } from './saved-card-item';

/** Cards: the saved cards with their actions, and the add-card form. */
export function CardsSection() {
  const { t } = useTranslation('wallet');
  const cards = useCards();
  const add = useAddCard();
  return (
    <SectionCard title={t('cards.title')} description={t('cards.description')}>
      <QueryStatus query={cards} loading={t('cards.loading')}>
        {(list) =>
          list.length ? (
            <ul aria-label={t('cards.listLabel')} className="flex flex-col gap-3">
              {list.map((card) => (
                <SavedCardItem key={card._id} card={card} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('cards.empty')}</p>
          )
        }
      </QueryStatus>
      <AcceptedMethodsNote />
      <h3 className="text-base font-bold text-ink">{t('cards.addTitle')}</h3>
      <CardForm
        schema={ZAddCardRequest}
        flag="makeDefault"
        flagLabel={t('cards.makeDefaultOption')}
        submitLabel={t('cards.add')}
        onSubmit={async (values) => {
          await add.mutateAsync(values);
          snackbar.success(t('cards.added'));
        }}
      />
    </SectionCard>
  );
}
