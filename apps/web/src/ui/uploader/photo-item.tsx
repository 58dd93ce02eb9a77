import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { TextField } from '../field';
import { useVirtuallyStaged, VirtuallyStagedBadge } from '../virtually-staged';
import { thumbnailOf, type TPhotoItem } from '../../lib/media/media-items';

export type TMoveAction = 'up' | 'down';

type PhotoItemProps = {
  item: TPhotoItem;
  index: number;
  count: number;
  /** The move button to focus after this photo moved (keyboard users keep their place). */
  focusAction: TMoveAction | null;
  onMove(from: number, to: number, action?: TMoveAction): void;
  onCaption(caption: string): void;
  onRemove(): void;
};

/**
 * One photo: thumbnail, caption, move up/down, make cover, remove; it can also be dragged. A
 * virtually staged photo keeps its label here too (its owner may remove it, not unlabel it).
 */
export function PhotoItem({ item, index, count, focusAction, onMove, onCaption, onRemove }: PhotoItemProps) {
  const { t } = useTranslation('listingWizard');
  const staged = useVirtuallyStaged();
  const row = useRef<HTMLLIElement>(null);
  const position = index + 1;
  const on = (action: string) => t('media.actionOn', { action, target: t('media.photoN', { position }) });

  useEffect(() => {
    if (!focusAction) return;
    const buttons = row.current;
    (
      buttons?.querySelector<HTMLButtonElement>(`[data-move="${focusAction}"]:enabled`) ??
      buttons?.querySelector<HTMLButtonElement>('[data-move]:enabled')
    )?.focus();
  }, [focusAction, index]);

  return (
    <li
      ref={row}
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(index))}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onMove(Number(event.dataTransfer.getData('text/plain')), index);
      }}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row"
    >
      <div className="relative shrink-0">
        <img
          src={thumbnailOf(item.media)}
          alt={staged.alt(item.caption || t('media.photoN', { position }), item.media.virtuallyStaged)}
          className="h-28 w-full rounded-lg object-cover sm:w-40"
        />
        {item.media.virtuallyStaged && <VirtuallyStagedBadge />}
        {index === 0 && (
          <span className="absolute left-2 top-2 rounded bg-secondary px-2 py-0.5 text-xs font-semibold text-ink">{t('media.cover')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <TextField
          label={t('media.caption', { position })}
          value={item.caption}
          maxLength={200}
          onChange={(event) => onCaption(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            data-move="up"
            variant="outline"
            disabled={index === 0}
            aria-label={on(t('media.moveUp'))}
            onClick={() => onMove(index, index - 1, 'up')}
          >
            {t('media.moveUp')}
          </Button>
          <Button
            data-move="down"
            variant="outline"
            disabled={index === count - 1}
            aria-label={on(t('media.moveDown'))}
            onClick={() => onMove(index, index + 1, 'down')}
          >
            {t('media.moveDown')}
          </Button>
          {index > 0 && (
            <Button variant="outline" aria-label={on(t('media.makeCover'))} onClick={() => onMove(index, 0)}>
              {t('media.makeCover')}
            </Button>
          )}
          <Button variant="ghost" aria-label={on(t('media.remove'))} onClick={onRemove}>
            {t('media.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
