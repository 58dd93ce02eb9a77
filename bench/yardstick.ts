/**
 * A fixed loop of arithmetic, fastest of three, timed on this machine: session machines differ by
 * 1.5-2x in speed, so a pass's figures are compared with another's through it (bench/README.md).
 */
export function machineYardstick(): number {
  const times = Array.from({ length: 3 }, () => {
    const started = performance.now();
    let sum = 0;
    for (let i = 0; i < 300_000_000; i += 1) sum += i % 7;
    if (sum < 0) throw new Error('unreachable');
    return performance.now() - started;
  });
  return Math.min(...times);
}

/** The line the benches print before their figures. */
export const yardstickLine = () => `machine yardstick (a loop of 300 million additions, fastest of 3): ${machineYardstick().toFixed(0)} ms`;
