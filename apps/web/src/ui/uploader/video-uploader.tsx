import { MEDIA_RULES, type TMedia } from '@app/shared/media/media.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { useUploads } from './use-uploads';
import { FilePicker } from './file-picker';
import { UploadList } from './upload-list';

type VideoUploaderProps = { video: TMedia | null; container: string; onChange(video: TMedia | null): void };

/** The one video of a listing or community (spec: one video in the listing form). */
export function VideoUploader({ video, container, onChange }: VideoUploaderProps) {
  const { t } = useTranslation('listingWizard');
  const headingId = useId();
  const uploads = useUploads({ kind: 'video', container, onUploaded: onChange });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t('media.video')}
      </h3>
      {video ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line p-3">
          <a href={video.url} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate font-medium text-primary-dark underline">
            {video.originalName}
          </a>
          <Button variant="ghost" onClick={() => onChange(null)}>
            {t('media.removeVideo')}
          </Button>
        </div>
      ) : (
        <>
          <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
          <FilePicker
            label={t('media.addVideo')}
            accept={MEDIA_RULES.video.contentTypes}
            disabledReason={uploads.active > 0 ? t('media.videoUploading') : undefined}
            onFiles={(files) => uploads.start(files.slice(0, 1))}
          />
        </>
      )}
    </section>
  );
}
