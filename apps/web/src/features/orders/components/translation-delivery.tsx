import { SUPPORTED_LOCALES } from '@app/shared/constants/locale';
import { ZTranslationDelivery, type TListingTranslation, type TTranslationDelivery } from '@app/shared/orders/media-delivery.schema';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useDeliverIntoListing } from '../api/orders';
import { TextArea, TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';

type Locale = TListingTranslation['locale'];
type Texts = Record<Locale, { title: string; description: string }>;

/**
 * A "listing translation" order's delivery: the listing's title and description in each language the
 * translator delivers (languages left empty are not delivered; a started language needs both).
 */
export function TranslationDelivery({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const deliver = useDeliverIntoListing<TTranslationDelivery>(order._id, 'translation');
  const start = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => {
      const given = order.translation?.find((entry) => entry.locale === locale);
      return [locale, { title: given?.title ?? '', description: given?.description ?? '' }];
    }),
  ) as Texts;
  const [texts, setTexts] = useState<Texts>(start);
  const [touched, setTouched] = useState(false);
  const started = SUPPORTED_LOCALES.filter((locale) => texts[locale].title.trim() || texts[locale].description.trim());
  const missing = (locale: Locale, field: 'title' | 'description') =>
    touched && started.includes(locale) && !texts[locale][field].trim() ? t('required') : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const parsed = ZTranslationDelivery.safeParse({ translations: started.map((locale) => ({ locale, ...texts[locale] })) });
    if (parsed.success) deliver.mutate(parsed.data);
  };
  const set = (locale: Locale, field: 'title' | 'description', value: string) =>
    setTexts((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));

  return (
    <form className="mt-3 flex flex-col gap-4" onSubmit={submit} noValidate>
      <p className="text-sm text-muted">{t('translationDelivery.lead')}</p>
      {SUPPORTED_LOCALES.map((locale) => (
        <fieldset key={locale} className="flex flex-col gap-2 rounded-lg border border-line p-3">
          <legend className="px-1 text-sm font-semibold text-ink">{t(`translationDelivery.locales.${locale}`)}</legend>
          <TextField
            label={t('translationDelivery.title')}
            value={texts[locale].title}
            error={missing(locale, 'title')}
            onChange={(event) => set(locale, 'title', event.target.value)}
          />
          <TextArea
            label={t('translationDelivery.description')}
            value={texts[locale].description}
            error={missing(locale, 'description')}
            onChange={(event) => set(locale, 'description', event.target.value)}
          />
        </fieldset>
      ))}
      <div aria-live="polite">
        {touched && started.length === 0 && <FormAlert message={t('translationDelivery.none')} />}
        {deliver.isError && <FormAlert message="Error Updating Order" />}
        {deliver.isSuccess && <p className="text-sm text-ink">{t('translationDelivery.saved')}</p>}
      </div>
      <Button type="submit" loading={deliver.isPending} className="self-start">
        {t('translationDelivery.submit')}
      </Button>
    </form>
  );
}
