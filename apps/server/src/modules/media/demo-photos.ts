import { createRng } from '../../platform/rng/rng';
import { apartmentBlock, openLot, townhouseRow } from './demo-photo-blocks';
import { detachedHouse } from './demo-photo-house';
import { backdrop, createScene, HEIGHT, sceneDefs, street, WIDTH } from './demo-photo-scene';

/** What a demo photo shows; the demo seed matches photos to the listing's property type. */
export type DemoPhotoKind = 'house' | 'townhouse' | 'apartment' | 'land';

/** Demo photos are numbered 1..DEMO_PHOTO_COUNT. */
export const DEMO_PHOTO_COUNT = 48;

const KIND_RANGES: Record<DemoPhotoKind, readonly [number, number]> = {
  house: [1, 28],
  townhouse: [29, 36],
  apartment: [37, 44],
  land: [45, 48],
};
// Any constant; it only keeps the photo streams apart from the data seed's streams.
const PHOTO_SEED = 0x0d3e0f07;

/** Whether n names a demo photo. */
export function isDemoPhotoNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= DEMO_PHOTO_COUNT;
}

/** What photo n shows. */
export function demoPhotoKind(n: number): DemoPhotoKind {
  for (const [kind, [from, to]] of Object.entries(KIND_RANGES) as [DemoPhotoKind, readonly [number, number]][]) {
    if (n >= from && n <= to) return kind;
  }
  throw new RangeError(`no demo photo ${n}`);
}

const range = ([from, to]: readonly [number, number]) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const NUMBERS_BY_KIND: Record<DemoPhotoKind, readonly number[]> = {
  house: range(KIND_RANGES.house),
  townhouse: range(KIND_RANGES.townhouse),
  apartment: range(KIND_RANGES.apartment),
  land: range(KIND_RANGES.land),
};

/** The photo numbers that show a given kind of property. */
export function demoPhotoNumbers(kind: DemoPhotoKind): readonly number[] {
  return NUMBERS_BY_KIND[kind];
}

/** Where photo n is served (see demo-photos.routes.ts). */
export function demoPhotoUrl(n: number): string {
  return `/media/demo/house-${n}.svg`;
}

/**
 * Renders demo photo n (1..48) as a 1200×800 SVG illustration: a house, a townhouse row, an
 * apartment block or an empty lot under a sky whose time of day varies. Pure and deterministic:
 * the same n always gives the same bytes. No text, fonts or external resources.
 */
export function renderDemoPhoto(n: number): string {
  if (!isDemoPhotoNumber(n)) throw new RangeError(`no demo photo ${n}`);
  const scene = createScene(createRng(PHOTO_SEED, n));
  const kind = demoPhotoKind(n);
  const subject =
    kind === 'house'
      ? detachedHouse(scene)
      : kind === 'townhouse'
        ? townhouseRow(scene)
        : kind === 'apartment'
          ? apartmentBlock(scene)
          : openLot(scene);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs>${sceneDefs(scene)}</defs>${backdrop(scene)}${street(scene)}${subject}</svg>`
  );
}
