import { MEDIA_RULES } from '@app/shared/media/media.schema';
import type { TVodLetter } from '@app/shared/vod/vod.schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadFailure } from '../../../lib/media/upload-file';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { FilePicker } from '../../../ui/uploader/file-picker';
import { uploadLetter } from '../api/vod-verification';

const ACCEPT = [...MEDIA_RULES.document.contentTypes, ...MEDIA_RULES.image.contentTypes] satisfies string[];

type LetterPickerProps = { token: string; letter: TVodLetter | null; onChange(letter: TVodLetter | null): void; disabled: boolean };

/** The officer's optional letter: one PDF, JPG or PNG, uploaded by the link's token with its progress shown. */
export function LetterPicker({ token, letter, onChange, disabled }: LetterPickerProps) {
  const { t } = useTranslation('vod');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const abort = useRef<AbortController | null>(null);
  const upload = async (file: File) => {
    setError('');
    setProgress(0);
    abort.current = new AbortController();
    try {
      onChange(await uploadLetter(token, file, setProgress, abort.current.signal));
    } catch (failure) {
      setError(failure instanceof UploadFailure ? failure.message : t('page.letter'));
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {letter ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink">{t('page.letterAttached', { name: letter.name })}</p>
          <Button variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
            {t('page.removeLetter')}
          </Button>
        </div>
      ) : (
        <FilePicker
          label={t('page.letter')}
          accept={ACCEPT}
          disabledReason={disabled || progress !== null ? ' ' : undefined}
          onFiles={([file]) => file && void upload(file)}
        />
      )}
      {progress !== null && (
        <div role="status" className="flex items-center gap-2 text-sm text-muted">
          <progress max={1} value={progress} aria-label={t('page.letter')} />
          {t('page.letterUploading', { percent: Math.round(progress * 100) })}
        </div>
      )}
      <FormAlert message={error} />
    </div>
  );
}
