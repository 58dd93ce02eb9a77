import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { RadioFieldset } from '../../../ui/radio-fieldset';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useOrder, useReviewOrder } from '../api/orders';

const STARS = [1, 2, 3, 4, 5] as const;

/** /review/{service}/{orderId}: the customer of a completed order rates its provider, once (1 to 5 stars and text). */
export default function ReviewPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('reviewTitle'));
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const review = useReviewOrder(orderId);
  const [stars, setStars] = useState<number | undefined>();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (stars && text.trim()) review.mutate({ stars, text: text.trim() });
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('reviewTitle')}</h1>
      <QueryStatus query={order} loading={t('loading')}>
        {(data) =>
          review.isSuccess || data.reviewed ? (
            <div aria-live="polite" className="flex flex-col gap-4">
              <p className="text-ink">{t('reviewThanks')}</p>
              <ButtonLink to="/dashboard/orders" variant="secondary">
                {t('backToOrders')}
              </ButtonLink>
            </div>
          ) : data.status !== 'completed' ? (
            <p className="text-muted">{t('reviewNotYet')}</p>
          ) : (
            <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
              <p className="text-muted">
                {t('reviewLead', {
                  kind: t(`kinds.${data.serviceType}`),
                  name: `${data.professional.name.firstName} ${data.professional.name.lastName}`.trim(),
                })}
              </p>
              <RadioFieldset
                legend={t('stars')}
                layout="row"
                options={STARS.map((value) => ({ value, label: t('starCount', { count: value }) }))}
                value={stars}
                onChange={(value) => setStars(Number(value))}
                error={touched && !stars ? t('starsRequired') : undefined}
              />
              <TextArea
                label={t('reviewText')}
                value={text}
                maxLength={2000}
                onChange={(event) => setText(event.target.value)}
                error={touched && !text.trim() ? t('reviewTextRequired') : undefined}
              />
              <div aria-live="polite">{review.isError && <FormAlert message={review.error.message} />}</div>
              <Button type="submit" loading={review.isPending} className="self-start">
                {t('submitReview')}
              </Button>
            </form>
          )
        }
      </QueryStatus>
    </div>
  );
}
