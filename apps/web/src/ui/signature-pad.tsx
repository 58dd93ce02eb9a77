import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { TextField } from './field';

/** The drawing area in CSS pixels (the bitmap is this times the device's pixel ratio, at most 2). */
const WIDTH = 600;
const HEIGHT = 200;
/** A drawn signature is sent as a PNG data URL of at most about 200 kB (the shared schema's limit). */
export const MAX_SIGNATURE_DATA_URL = 270_000;

type Point = { x: number; y: number };
type Mode = 'drawn' | 'typed';

type SignaturePadProps = {
  /** Whose signature this is, e.g. "Signature of Mei Lin": the group's label. */
  label: string;
  value: TSignatureInput | null;
  onChange(value: TSignatureInput | null): void;
  /** An already translated error to show under the pad. */
  error?: string | undefined;
  disabled?: boolean;
};

/** The strokes drawn onto a canvas, scaled to its bitmap. */
function paint(canvas: HTMLCanvasElement, strokes: readonly Point[][]) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const scale = canvas.width / WIDTH;
  context.setTransform(scale, 0, 0, scale, 0, 0);
  context.clearRect(0, 0, WIDTH, HEIGHT);
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.strokeStyle = '#111827';
  for (const stroke of strokes) {
    const [first, ...rest] = stroke;
    if (!first) continue;
    context.beginPath();
    context.moveTo(first.x, first.y);
    // A tap is a dot: a stroke of one point still leaves a mark.
    if (rest.length === 0) context.lineTo(first.x + 0.1, first.y + 0.1);
    for (const point of rest) context.lineTo(point.x, point.y);
    context.stroke();
  }
}

/** The canvas as a PNG data URL, drawn again at half size when the full one is over the limit. */
function exportPng(canvas: HTMLCanvasElement, strokes: readonly Point[][]): string | null {
  const full = canvas.toDataURL('image/png');
  if (full.length <= MAX_SIGNATURE_DATA_URL) return full;
  const small = document.createElement('canvas');
  small.width = WIDTH / 2;
  small.height = HEIGHT / 2;
  paint(small, strokes);
  const half = small.toDataURL('image/png');
  return half.length <= MAX_SIGNATURE_DATA_URL ? half : null;
}

/**
 * A signature, drawn or typed (spec: every buyer signs, drawn on a canvas or typed). Drawing takes
 * pointer events, so a mouse, a finger and a pen all work; typing the full name is the keyboard's
 * way to sign and is always offered beside it. Gives the shared ZSignatureInput value: a PNG data
 * URL for a drawing, the name for a typed signature, null while there is nothing.
 */
export function SignaturePad({ label, value, onChange, error, disabled = false }: SignaturePadProps) {
  const { t } = useTranslation('common');
  const groupId = useId();
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);
  const [mode, setMode] = useState<Mode>(value?.method ?? 'drawn');
  const [hasStrokes, setHasStrokes] = useState(false);
  const [tooLarge, setTooLarge] = useState(false);
  const typedName = value?.method === 'typed' ? value.typedName : '';

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
    canvas.width = WIDTH * ratio;
    canvas.height = HEIGHT * ratio;
    paint(canvas, strokes.current);
  }, [mode]);

  const pointOf = (event: ReactPointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const width = box.width || WIDTH;
    const height = box.height || HEIGHT;
    return { x: ((event.clientX - box.left) / width) * WIDTH, y: ((event.clientY - box.top) / height) * HEIGHT };
  };

  const start = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    strokes.current = [...strokes.current, [pointOf(event)]];
    paint(event.currentTarget, strokes.current);
  };

  const move = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    strokes.current.at(-1)?.push(pointOf(event));
    paint(event.currentTarget, strokes.current);
  };

  const end = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    const image = exportPng(event.currentTarget, strokes.current);
    setHasStrokes(true);
    setTooLarge(image === null);
    onChange(image ? { method: 'drawn', image } : null);
  };

  const clear = () => {
    strokes.current = [];
    setHasStrokes(false);
    setTooLarge(false);
    if (canvasRef.current) paint(canvasRef.current, []);
    onChange(null);
  };

  const choose = (next: Mode) => {
    setMode(next);
    strokes.current = [];
    setHasStrokes(false);
    setTooLarge(false);
    onChange(null);
  };

  const shownError = tooLarge ? t('signaturePad.tooLarge') : error;
  return (
    <fieldset aria-labelledby={groupId} className="flex flex-col gap-3" disabled={disabled}>
      <legend id={groupId} className="text-base font-semibold text-ink">
        {label}
      </legend>
      <div role="radiogroup" aria-label={t('signaturePad.how')} className="flex flex-wrap gap-4 text-sm">
        {(['drawn', 'typed'] as const).map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`${groupId}-mode`}
              checked={mode === option}
              onChange={() => choose(option)}
              className="h-4 w-4 accent-primary"
            />
            {t(option === 'drawn' ? 'signaturePad.draw' : 'signaturePad.type')}
          </label>
        ))}
      </div>
      {mode === 'drawn' ? (
        <div className="flex flex-col gap-2">
          <p id={hintId} className="text-sm text-muted">
            {t('signaturePad.drawHint')}
          </p>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={hasStrokes ? t('signaturePad.drawnLabel', { label }) : t('signaturePad.canvasLabel', { label })}
            aria-describedby={hintId}
            className="aspect-[3/1] w-full max-w-[600px] cursor-crosshair touch-none rounded-lg border border-dashed border-line bg-white"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
          />
          <div>
            <Button variant="outline" onClick={clear} disabled={disabled || !hasStrokes}>
              {t('signaturePad.clear')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <TextField
            label={t('signaturePad.typedName')}
            value={typedName}
            maxLength={100}
            autoComplete="name"
            onChange={(event) => {
              const name = event.target.value;
              onChange(name.trim() ? { method: 'typed', typedName: name } : null);
            }}
          />
          {typedName.trim() && (
            <p aria-hidden="true" className="font-serif text-3xl italic text-ink">
              {typedName}
            </p>
          )}
        </div>
      )}
      {shownError && (
        <p role="alert" className="text-xs font-medium text-primary-dark">
          {shownError}
        </p>
      )}
    </fieldset>
  );
}
