import { ZContactOwnerRequest } from '@app/shared/listings/listing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../../lib/forms/use-zod-form';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextArea } from '../../../../ui/field';
import { FormAlert } from '../../../../ui/form-alert';
import { useContactOwner } from '../../api/contact-owner';

type ContactDialogProps = { listingId: string; open: boolean; onClose(): void };

/** Contact Owner/Agent: a message to the listing's owner, sent by mail; a snackbar says it went. */
export function ContactDialog({ listingId, open, onClose }: ContactDialogProps) {
  const { t } = useTranslation('property');
  const form = useZodForm(ZContactOwnerRequest, { defaultValues: { message: '' } });
  const errorOf = useFieldErrors(form);
  const contact = useContactOwner(listingId);
  const [failure, setFailure] = useState('');
  const formId = `contact-${listingId}`;

  const close = () => {
    setFailure('');
    onClose();
  };
  const submit = form.handleSubmit(async ({ message }) => {
    setFailure('');
    try {
      await contact.mutateAsync(message);
      snackbar.success(t('contact.sent'));
      form.reset();
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(form, error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('contact.title')}
      actions={
        <>
          <Button variant="outline" onClick={close}>
            {t('contact.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={contact.isPending}>
            {t('contact.send')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <p className="text-sm text-muted">{t('contact.lead')}</p>
        <FormAlert message={failure} />
        <TextArea label={t('contact.message')} maxLength={3000} error={errorOf('message')} {...form.register('message')} />
      </form>
    </Dialog>
  );
}
