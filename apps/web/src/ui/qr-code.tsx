import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of blank border around the code, as scanners expect. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules of a QR code for `value`. */
function qrPath(value: string) {
  const { size, data } = create(value, { errorCorrectionLevel: 'M' }).modules;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (data[y * size + x]) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, extent: size + QUIET_ZONE * 2 };
}

/** A scannable QR code drawn as inline SVG; `label` is its text alternative. */
export function QrCode({ value, label, className = 'h-24 w-24' }: { value: string; label: string; className?: string }) {
  const { d, extent } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
      className={`rounded-md ${className}`}
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={d} fill="#1f2328" />
    </svg>
  );
}
