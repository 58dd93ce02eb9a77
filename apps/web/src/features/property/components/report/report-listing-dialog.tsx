import {
  LISTING_REPORT_DETAILS_MAX,
  LISTING_REPORT_REASONS,
  ZListingReportRequest,
} from '@app/shared/listing-reports/listing-reports.schema';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../../lib/forms/use-zod-form';
import { currentLocaleId } from '../../../../lib/i18n/i18n';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextArea, TextField } from '../../../../ui/field';
import { FormAlert } from '../../../../ui/form-alert';
import { RadioFieldset } from '../../../../ui/radio-fieldset';
import { useReportListing } from '../../api/report-listing';

type ReportListingDialogProps = {
  listingId: string;
  /** A visitor may leave an email to be reached at; a signed-in reader is reached at their account's. */
  signedIn: boolean;
  onClose(): void;
};

/**
 * "Report this listing" (decision 082): why (one of six), more words (required for Other) and,
 * for a visitor, an email. A refusal keeps everything as typed, with the server's message.
 */
export default function ReportListingDialog({ listingId, signedIn, onClose }: ReportListingDialogProps) {
  const { t, i18n } = useTranslation(['property', 'common']);
  const formId = useId();
  const report = useReportListing();
  const form = useZodForm(ZListingReportRequest, { defaultValues: { details: '', email: '' } });
  const fieldError = useFieldErrors(form);
  const [failure, setFailure] = useState('');
  const other = form.watch('reason') === 'other';

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      await report.mutateAsync({
        listingId,
        report: {
          reason: values.reason,
          ...(values.details ? { details: values.details } : {}),
          ...(!signedIn && values.email ? { email: values.email } : {}),
          locale: currentLocaleId(i18n),
        },
      });
      snackbar.success(t('report.sent'));
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(form, error) || String(error));
    }
  });

  return (
    <Dialog
      open
      title={t('report.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={report.isPending}>
            {t('report.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('report.lead')}</p>
        <FormAlert message={failure} />
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioFieldset
              legend={t('report.reason')}
              options={LISTING_REPORT_REASONS.map((reason) => ({ value: reason, label: t(`report.reasons.${reason}`) }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldError('reason')}
            />
          )}
        />
        <TextArea
          label={other ? t('report.detailsRequired') : t('report.details')}
          hint={t('report.detailsHint', { max: LISTING_REPORT_DETAILS_MAX })}
          maxLength={LISTING_REPORT_DETAILS_MAX}
          required={other}
          error={fieldError('details')}
          {...form.register('details')}
        />
        {!signedIn && (
          <TextField
            type="email"
            label={t('report.email')}
            hint={t('report.emailHint')}
            autoComplete="email"
            error={fieldError('email')}
            {...form.register('email')}
          />
        )}
      </form>
    </Dialog>
  );
}
