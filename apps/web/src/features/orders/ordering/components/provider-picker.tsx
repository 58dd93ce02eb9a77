import { MESSAGES } from '@app/shared/messages/messages';
import type { TServiceKindId } from '@app/shared/reference/orders';
import type { TServiceProvider } from '@app/shared/services/offered-services.schema';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { QueryStatus } from '../../../../ui/query-status';
import { RadioFieldset } from '../../../../ui/radio-fieldset';
import { useServiceProviders } from '../api/get-service-providers';

/** Every price and lead time a provider quotes for the kind: what the choice's summary is made of. */
function quotesOf(kind: TServiceKindId, provider: TServiceProvider): { price: TMoney; days: number }[] {
  if (kind === 'appraisal')
    return provider.appraisal.flatMap((service) =>
      Object.values(service.types).flatMap((offer) => (offer ? [{ price: offer.price, days: offer.leadTime }] : [])),
    );
  if (kind === 'inspection') return provider.inspection.map((service) => ({ price: service.price, days: service.leadTime }));
  return provider.media.map((service) => ({ price: service.price, days: service.timeFrame }));
}

/** 'From $90.00 · 2 to 4 days': the cheapest price and the range of lead times. */
function useSummary(kind: TServiceKindId) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  return (provider: TServiceProvider) => {
    const quotes = quotesOf(kind, provider);
    const cheapest = quotes.reduce((low, quote) => (quote.price.amount < low.price.amount ? quote : low), quotes[0]!);
    const days = quotes.map((quote) => quote.days);
    const [min, max] = [Math.min(...days), Math.max(...days)];
    const time = min === max ? t('days', { count: min }) : t('ordering.dayRange', { min, max });
    return t('ordering.providerSummary', { price: formatMoney(cheapest.price), time });
  };
}

type ProviderPickerProps = {
  kind: TServiceKindId;
  /** Where the property is; the providers serving this postal code are listed. */
  place: { country: string; postalCode: string };
  /** What to order from the chosen provider. */
  children(provider: TServiceProvider): ReactNode;
};

/**
 * The providers of a kind serving the property's postal code, with their prices and lead times; the
 * customer picks one (the only one is picked already), then orders from them. Nobody there: the
 * spec's 'Sorry, no matching options'.
 */
export function ProviderPicker({ kind, place, children }: ProviderPickerProps) {
  const { t } = useTranslation('orders');
  const translate = useTranslateMessage();
  const providers = useServiceProviders(kind, place);
  const summary = useSummary(kind);
  const [chosenId, setChosenId] = useState<string>();
  return (
    <QueryStatus query={providers} loading={t('ordering.loadingProviders')}>
      {(list) => {
        const offering = list.filter((provider) => quotesOf(kind, provider).length > 0);
        if (offering.length === 0) return <p className="text-ink">{translate(MESSAGES.sorryNoMatchingOptions)}</p>;
        const chosen = offering.length === 1 ? offering[0] : offering.find((provider) => provider.professionalId === chosenId);
        return (
          <div className="flex flex-col gap-6">
            <RadioFieldset
              legend={t('ordering.provider', { postalCode: place.postalCode })}
              options={offering.map((provider) => ({
                value: provider.professionalId,
                label: `${provider.name.firstName} ${provider.name.lastName}`,
                hint: summary(provider),
              }))}
              value={chosen?.professionalId}
              onChange={(id) => setChosenId(String(id))}
            />
            {chosen ? (
              <div key={chosen.professionalId}>{children(chosen)}</div>
            ) : (
              <p className="text-muted">{t('ordering.chooseProvider')}</p>
            )}
          </div>
        );
      }}
    </QueryStatus>
  );
}
