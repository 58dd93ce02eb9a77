import { MESSAGES } from '@app/shared/messages/messages';
import { INSPECTION_ITEM_IDS, type TInspectionItemId } from '@app/shared/reference/orders';
import {
  ZInspectionServicesUpdate,
  type TInspectionService,
  type TInspectionServicesUpdate,
} from '@app/shared/services/inspection-services.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Checkbox } from '../../../ui/field';
import { PriceAndDaysFields } from './price-and-days-fields';
import { useSaveInspectionServices } from '../api/save-inspection-services';
import { CurrencySelect } from './currency-select';
import { EditorFooter } from './editor-footer';

type ItemDraft = { _id?: string | undefined; offered: boolean; price: number | null; leadTime: number | null };
type Draft = { currency: string; items: Record<TInspectionItemId, ItemDraft> };

function draftOf(services: readonly TInspectionService[], fallbackCurrency: string): Draft {
  const items = Object.fromEntries(
    INSPECTION_ITEM_IDS.map((item) => {
      const saved = services.find((service) => service.item === item);
      const draft: ItemDraft = saved
        ? { _id: saved._id, offered: true, price: saved.price.amount, leadTime: saved.leadTime }
        : { offered: false, price: null, leadTime: null };
      return [item, draft];
    }),
  ) as Draft['items'];
  return { currency: services[0]?.price.currency ?? fallbackCurrency, items };
}

/**
 * The inspection services editor: each item (General Inspection, Swimming Pools, Mold Safe, Pest
 * Control, Radon Gas, Lead Paint) offered or not, with its price and lead time. Items unticked are
 * removed; what is typed stays after any refusal.
 */
export function InspectionServicesEditor({ services, fallbackCurrency }: { services: TInspectionService[]; fallbackCurrency: string }) {
  const { t } = useTranslation('services');
  const translate = useTranslateMessage();
  const save = useSaveInspectionServices();
  const [draft, setDraft] = useState(() => draftOf(services, fallbackCurrency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const errorOf = (key: string) => (errors[key] ? translate(errors[key]) : undefined);
  const setItem = (item: TInspectionItemId, change: Partial<ItemDraft>) =>
    setDraft((current) => ({ ...current, items: { ...current.items, [item]: { ...current.items[item], ...change } } }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const offered = INSPECTION_ITEM_IDS.filter((item) => draft.items[item].offered);
    const body = offered.map((item) => ({
      item,
      currency: draft.currency,
      price: draft.items[item].price,
      leadTime: draft.items[item].leadTime,
    }));
    const remove = INSPECTION_ITEM_IDS.flatMap((item) =>
      !draft.items[item].offered && draft.items[item]._id ? [draft.items[item]._id] : [],
    );
    const keyOf = (path: string) => {
      const [index, field] = path.split('.');
      const item = offered[Number(index)];
      return item && field ? `${item}.${field}` : 'form';
    };
    if (offered.length === 0 && remove.length === 0) {
      setErrors({ form: MESSAGES.selectAtLeastOneItem });
      return;
    }
    const checked = offered.length > 0 ? ZInspectionServicesUpdate.safeParse(body) : undefined;
    if (checked && !checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [keyOf(issue.path.join('.')), issue.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ save: (checked?.data ?? []) as TInspectionServicesUpdate, remove });
      const kept = (saved ?? []).filter((service) => !remove.includes(service._id));
      setDraft((current) => draftOf(kept, current.currency));
      setStatus(t('inspection.saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
      setErrors({
        ...Object.fromEntries(fields.map(([path, message]) => [keyOf(path), message])),
        form: error instanceof Error ? error.message : '',
      });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      <div className="max-w-xs">
        <CurrencySelect value={draft.currency} onChange={(currency) => setDraft((current) => ({ ...current, currency }))} />
      </div>
      {INSPECTION_ITEM_IDS.map((item) => {
        const row = draft.items[item];
        const label = t(`inspectionItems.${item}`);
        return (
          <fieldset key={item} className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-6">
            <legend className="px-1 text-lg font-bold text-ink">{label}</legend>
            <Checkbox
              label={t('inspection.offer', { item: label })}
              checked={row.offered}
              onChange={(event) => setItem(item, { offered: event.target.checked })}
            />
            {row.offered && (
              <div className="grid gap-4 sm:grid-cols-2">
                <PriceAndDaysFields
                  labels={{ price: t('inspection.price', { item: label }), days: t('inspection.leadTime', { item: label }) }}
                  value={{ price: row.price, days: row.leadTime }}
                  currency={draft.currency}
                  errors={{ price: errorOf(`${item}.price`), days: errorOf(`${item}.leadTime`) }}
                  onChange={({ days, ...change }) => setItem(item, days === undefined ? change : { ...change, leadTime: days })}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <EditorFooter formError={errors.form} status={status} saving={save.isPending} />
    </form>
  );
}
