import { ZResoPartnerCreate, type TResoPartnerCreated } from '@app/shared/reso/reso-partners.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useCreateResoPartner } from '../api/reso-partners';

/** The admin's new RESO partner: a name; the created client's credentials go to `onCreated`. */
export function ResoPartnerForm({ onCreated }: { onCreated(partner: TResoPartnerCreated): void }) {
  const { t } = useTranslation('admin');
  const translate = useTranslateMessage();
  const create = useCreateResoPartner();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const parsed = ZResoPartnerCreate.safeParse({ name });
    if (!parsed.success) {
      setError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (partner) => {
        setName('');
        onCreated(partner);
      },
      onError: (err) => {
        setFailure(err instanceof ApiError ? err.message : String(err));
        if (err instanceof ApiError && err.fields?.name) setError(translate(err.fields.name));
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="new-reso-partner"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="new-reso-partner" className="text-xl font-bold text-ink">
        {t('resoPartners.newTitle')}
      </h2>
      {failure && <FormAlert message={failure} />}
      <TextField
        label={t('resoPartners.name')}
        hint={t('resoPartners.nameHint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
        maxLength={100}
      />
      <div>
        <Button type="submit" loading={create.isPending}>
          {t('resoPartners.create')}
        </Button>
      </div>
    </form>
  );
}

/** The credentials of the partner just created: the only time its secret is shown. */
export function ResoPartnerSecret({ partner, onDone }: { partner: TResoPartnerCreated; onDone(): void }) {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-labelledby="reso-partner-secret"
      className="flex flex-col gap-3 rounded-2xl border-2 border-secondary bg-white p-4 sm:p-6"
    >
      <h2 id="reso-partner-secret" className="text-xl font-bold text-ink" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {t('resoPartners.credentialsTitle', { name: partner.name })}
      </h2>
      <p role="status" className="text-sm font-medium text-ink">
        {t('resoPartners.secretOnce')}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-medium text-muted">{t('resoPartners.clientId')}</dt>
        <dd className="break-all font-mono text-ink">{partner.clientId}</dd>
        <dt className="font-medium text-muted">{t('resoPartners.clientSecret')}</dt>
        <dd className="break-all font-mono text-ink">{partner.clientSecret}</dd>
      </dl>
      <p className="text-sm text-muted">{t('resoPartners.howTo')}</p>
      <div>
        <Button variant="outline" onClick={onDone}>
          {t('resoPartners.done')}
        </Button>
      </div>
    </section>
  );
}
