/**
 * The places gazetteer: how long the index takes to build, and how long autocomplete
 * (suggestPlaces) and reading a search box (resolvePlace) take per query once it is built.
 *
 *   npm run bench:places -w bench        # BENCH_ROUNDS (default 200) rounds of the query mix
 *
 * With NODE_OPTIONS=--expose-gc the heap is measured after a collection (else it includes garbage).
 */
import { gazetteer } from '../apps/server/src/modules/places/gazetteer';
import { resolvePlace, suggestPlaces } from '../apps/server/src/modules/places/places.service';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

/**
 * What people type: first letters, whole names, typos, "city, state", ZIP prefixes, places abroad,
 * non-places; and Chinese (Traditional and Simplified: a first character, names with and without
 * 市 or 州, qualified both ways) and Spanish names.
 */
const QUERIES = [
  ...[
    'a',
    's',
    'aus',
    'austn',
    'san fransisco',
    'philadelpia',
    'New York, NY',
    'austin tx',
    '7870',
    '78701',
    'lisb',
    'sao paulo',
    'Texas',
    'TX',
    'Portugal',
    'pool with garden view',
    'x',
    'los ang',
    'miami beach',
    'seattle, wa',
  ],
  ...['洛', '洛杉矶', '台北市', '紐約', '德州', '加利福尼亚', '洛杉矶, 加州', '美国加州洛杉矶', '日本东京', '尔湾'],
  ...['Nueva York', 'Londres', 'Japón', 'Los Ángeles, California', 'Filadelfia'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function measure(name: string, run: (query: string) => unknown) {
  for (const query of QUERIES) run(query);
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      run(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(
    `${name.padEnd(8)} ${times.length} queries | mean ${mean.toFixed(3)}  p50 ${percentile(times, 50).toFixed(3)}  p95 ${percentile(times, 95).toFixed(3)}  p99 ${percentile(times, 99).toFixed(3)} ms`,
  );
}

const started = performance.now();
const built = gazetteer();
const buildMs = performance.now() - started;
(globalThis as { gc?: () => void }).gc?.();
console.log(
  `index: ${built.index.places.length.toLocaleString('en-US')} places, built in ${buildMs.toFixed(0)} ms, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MB`,
);
measure('suggest', (query) => suggestPlaces(query, 8));
measure('resolve', (query) => resolvePlace(query));
