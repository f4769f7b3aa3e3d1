/** CPU timing and percentile lines shared by the solver benches (bench/solve.ts, bench/hoc-solve.ts). */

/** Milliseconds of CPU time `f` takes. */
export function cpu(f: () => void): number {
  const start = process.cpuUsage();
  f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Prints one line: the count, median, 90th and 99th percentiles and maximum of `ms`. */
export function stats(name: string, ms: number[]): void {
  if (ms.length === 0) return;
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  const f = (x: number) => x.toFixed(x < 10 ? 2 : 0).padStart(8);
  console.log(`${name.padEnd(44)} n=${String(s.length).padStart(5)}  median${f(at(0.5))}  p90${f(at(0.9))}  p99${f(at(0.99))}  max${f(s[s.length - 1]!)} ms`);
}
