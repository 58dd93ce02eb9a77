/**
 * Tiny SVG building blocks for the demo photos. Coordinates are rounded to one decimal so
 * the same number always renders byte-identical output and the files stay small.
 */

const r1 = (n: number) => String(Math.round(n * 10) / 10);

/** Optional presentation attributes, written as-is (keys are SVG attribute names). */
export type Attrs = Record<string, string | number | undefined>;

function attrs(extra: Attrs = {}): string {
  return Object.entries(extra)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? r1(value) : value}"`)
    .join('');
}

/** A rectangle. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra?: Attrs) =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${attrs(extra)}/>`;

/** A closed polygon through [x, y] points. */
export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra?: Attrs) =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}"${attrs(extra)}/>`;

/** A circle. */
export const circle = (cx: number, cy: number, r: number, fill: string, extra?: Attrs) =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${attrs(extra)}/>`;

/** An ellipse. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra?: Attrs) =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}"${attrs(extra)}/>`;

/** A straight line. */
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra?: Attrs) =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${r1(width)}"${attrs(extra)}/>`;

/** A path from a `d` string the caller builds with `fmt`. */
export const path = (d: string, fill: string, extra?: Attrs) => `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;

/** Rounds numbers for use inside a path `d` string. */
export const fmt = r1;

/** A vertical linear gradient definition. */
export const verticalGradient = (id: string, stops: readonly (readonly [number, string])[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

/** Mixes a #rrggbb colour toward black (amount < 0) or white (amount > 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const va = parseInt(a.slice(1), 16);
  const vb = parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((va >> shift) & 0xff) * (1 - t) + ((vb >> shift) & 0xff) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
