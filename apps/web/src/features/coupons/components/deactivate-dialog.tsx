import { ZAdminReason } from '@app/shared/admin/admin.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useDeactivateCoupon } from '../api/admin-coupons';

/** Asks why (kept in the audit log) before deactivating a coupon; the typed text survives an error. */
export function DeactivateDialog({ id, code, onClose }: { id: string; code: string; onClose(): void }) {
  const { t } = useTranslation('coupons');
  const translate = useTranslateMessage();
  const deactivate = useDeactivateCoupon();
  const [why, setWhy] = useState('');
  const [whyError, setWhyError] = useState<string>();
  const formId = `deactivate-${id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAdminReason.safeParse(why);
    if (!parsed.success) {
      setWhyError(translate(parsed.error.issues[0]?.message));
      return;
    }
    setWhyError(undefined);
    deactivate.mutate({ id, why: parsed.data }, { onSuccess: onClose });
  };
  const failure =
    deactivate.error instanceof ApiError ? translate(deactivate.error.message) : deactivate.error ? String(deactivate.error) : '';

  return (
    <Dialog
      open
      title={t('admin.deactivateTitle', { code })}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={deactivate.isPending}>
            {t('admin.deactivate')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-ink">{t('admin.deactivateBody')}</p>
        {failure && <FormAlert message={failure} />}
        <TextArea label={t('admin.why')} value={why} onChange={(event) => setWhy(event.target.value)} error={whyError} />
      </form>
    </Dialog>
  );
}
