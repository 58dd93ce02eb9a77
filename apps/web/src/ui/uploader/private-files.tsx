import { MEDIA_RULES, type TMedia, type TMediaKind } from '@app/shared/media/media.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { FilePicker } from './file-picker';
import { UploadList } from './upload-list';
import { useUploads } from './use-uploads';

/** PDF, JPG and PNG (spec section 5: the file types for IDs and orders). */
const KINDS = ['document', 'image'] as const satisfies readonly [TMediaKind, ...TMediaKind[]];
const ACCEPT = [...MEDIA_RULES.document.contentTypes, ...MEDIA_RULES.image.contentTypes];

type PrivateFilesProps = {
  /** What the files are, e.g. "Government ID": the group's heading and the picker's label. */
  label: string;
  /** A line under the label (what is asked for, why). */
  hint?: string | undefined;
  /** The stored files' ids, in order. */
  ids: readonly string[];
  /** What the files are for (spec: container), e.g. 'offer'. */
  container: string;
  /** Where a file opens (a short-lived link through its owner's route); undefined: listed by name only. */
  hrefFor(id: string): string | undefined;
  onChange(ids: string[]): void;
  max?: number;
  /** An already translated error (a required file missing). */
  error?: string | undefined;
  /** The names of files stored earlier, by id, as the server knows them. */
  storedNames?: Readonly<Record<string, string>>;
};

/**
 * Private files (PDF, JPG or PNG) of one kind, such as a buyer's government ID: uploaded as
 * private media, listed with links and Remove, each by the name it was uploaded with (a file
 * whose name is not known yet is named by its place in the list).
 */
export function PrivateFiles({ label, hint, ids, container, hrefFor, onChange, max = 10, error, storedNames = {} }: PrivateFilesProps) {
  const { t } = useTranslation('common');
  const headingId = useId();
  const errorId = useId();
  const [names, setNames] = useState<Record<string, string>>({});
  // The latest list: uploads land one after another, before the parent has given the list back.
  const latest = useRef(ids);
  useEffect(() => {
    latest.current = ids;
  }, [ids]);
  const uploads = useUploads({
    kind: KINDS,
    access: 'private',
    container,
    onUploaded: (media: TMedia) => {
      setNames((known) => ({ ...known, [media._id]: media.originalName }));
      const next = [...latest.current, media._id];
      latest.current = next;
      onChange(next);
    },
  });
  const remaining = max - ids.length - uploads.active;
  return (
    <section
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2 rounded-xl border border-line p-4"
    >
      <h4 id={headingId} className="font-semibold text-ink">
        {label}
      </h4>
      <p className="text-sm text-muted">{hint ?? t('privateFiles.hint')}</p>
      {ids.length > 0 && (
        <ul className="flex flex-col gap-2">
          {ids.map((id, index) => {
            const name = names[id] ?? storedNames[id] ?? t('privateFiles.fileNumber', { number: index + 1 });
            const href = hrefFor(id);
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2">
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer" className="truncate font-medium text-primary-dark underline">
                    {name}
                  </a>
                ) : (
                  <span className="truncate font-medium text-ink">{name}</span>
                )}
                <Button
                  variant="ghost"
                  aria-label={t('privateFiles.removeFile', { name })}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  {t('privateFiles.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <UploadList uploads={uploads.uploads} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      <FilePicker
        label={t('privateFiles.add', { label })}
        accept={ACCEPT}
        multiple
        disabledReason={remaining <= 0 ? t('privateFiles.limit', { max }) : undefined}
        onFiles={(files) => uploads.start(files.slice(0, Math.max(0, remaining)))}
      />
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </section>
  );
}
