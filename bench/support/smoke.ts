/**
 * Smoke size: CI runs every benchmark with `BENCH_SMOKE=1` to check that it still seeds what it
 * needs, completes and prints its JSON line, in seconds rather than minutes (decision 0141). A bench
 * reads `smoke` to choose small defaults; options given on its command line still win. The figures of
 * a smoke run are not compared with any target.
 */
export const smoke = process.env.BENCH_SMOKE === '1';

/** The default of an option: the smoke value in a smoke run, the full one otherwise. */
export function sized<T>(full: T, smokeValue: T): T {
  return smoke ? smokeValue : full;
}
