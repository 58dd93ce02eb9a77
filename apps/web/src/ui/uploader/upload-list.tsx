import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../lib/i18n/translate-message';
import { Button } from '../button';
import type { TUpload } from './use-uploads';

type UploadListProps = { uploads: readonly TUpload[]; onCancel(key: number): void; onDismiss(key: number): void };

/** Files on their way up, each with a progress bar and Cancel; failed ones with the spec's message. */
export function UploadList({ uploads, onCancel, onDismiss }: UploadListProps) {
  const { t } = useTranslation('listingWizard');
  const translate = useTranslateMessage();
  if (uploads.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {uploads.map((upload) => (
        <li key={upload.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line p-3">
          {upload.error ? (
            <>
              <p role="alert" className="min-w-0 flex-1 text-sm font-medium text-primary-dark">
                {t('media.failed', { name: upload.name, message: translate(upload.error) })}
              </p>
              <Button
                variant="ghost"
                aria-label={t('media.actionOn', { action: t('media.dismiss'), target: upload.name })}
                onClick={() => onDismiss(upload.key)}
              >
                {t('media.dismiss')}
              </Button>
            </>
          ) : (
            <>
              <span className="w-full truncate text-sm text-ink sm:w-auto sm:max-w-48">{upload.name}</span>
              <div
                role="progressbar"
                aria-label={t('media.uploading', { name: upload.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.progress}
                className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-line"
              >
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${upload.progress}%` }} />
              </div>
              <span className="text-xs tabular-nums text-muted" aria-hidden="true">
                {upload.progress}%
              </span>
              <Button
                variant="ghost"
                aria-label={t('media.actionOn', { action: t('media.cancelUpload'), target: upload.name })}
                onClick={() => onCancel(upload.key)}
              >
                {t('media.cancelUpload')}
              </Button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
