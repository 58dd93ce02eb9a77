/**
 * A small seeded PRNG so the demo data set is reproducible: the same seed yields the same
 * rows, ids included, on every machine. Math.random() and crypto.randomUUID() cannot be seeded.
 *
 * sfc32 rather than the popular mulberry32: mulberry32 has 32 bits of state, so a UUID drawn
 * from it can take only 2^32 values and a million of them collide (birthday bound). sfc32 has
 * 128 bits of state, and each (seed, stream) pair starts its own trajectory.
 */

/** sfc32 (Chris Doty-Humphrey's Small Fast Counter); returns uniform floats in [0, 1). */
export function sfc32(seed: number, stream = 0): () => number {
  let a = seed >>> 0;
  let b = stream >>> 0;
  let c = 0x9e3779b9;
  let d = 1;
  const nextUint = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // The first outputs still echo the raw seed words; the usual remedy is to discard them.
  for (let i = 0; i < 15; i++) nextUint();
  return () => nextUint() / 4294967296;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** Normally distributed (Box-Muller), for prices and sizes that cluster around a median. */
  normal(mean: number, sd: number): number;
  /** A v4-shaped UUID drawn from the stream, so ids are reproducible too. */
  uuid(): string;
};

const hex8 = (n: number) =>
  Math.floor(n * 4294967296)
    .toString(16)
    .padStart(8, '0');

/**
 * A seeded random source with the helpers the generators need. `stream` gives independent
 * sequences for the same seed (one per chunk of the data set, one per demo photo).
 */
export function createRng(seed: number, stream = 0): Rng {
  const next = sfc32(seed, stream);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items.at(-1);
      if (!last) throw new Error('pick from an empty list');
      return last[0];
    },
    normal: (mean, sd) => {
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    uuid: () => {
      const hex = hex8(next()) + hex8(next()) + hex8(next()) + hex8(next());
      // Version nibble 4 and variant bits 10xx make it indistinguishable from randomUUID() output.
      const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}
