import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';

type EditorFooterProps = { formError?: string | undefined; status?: string | undefined; saving: boolean };

/** The end of a services editor: the form's error or what was saved, then Save. */
export function EditorFooter({ formError, status, saving }: EditorFooterProps) {
  const { t } = useTranslation('services');
  const translate = useTranslateMessage();
  return (
    <>
      <div aria-live="polite" className="flex flex-col gap-2">
        {formError && <FormAlert message={translate(formError)} />}
        {status && (
          <p role="status" className="text-sm font-medium text-ink">
            {status}
          </p>
        )}
      </div>
      <Button type="submit" className="self-start" loading={saving}>
        {t('save')}
      </Button>
    </>
  );
}
