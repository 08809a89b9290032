/**
 * How long a visitor waited for a generation, measured in the browser around the request. The
 * server cannot say: a Worker's clock stands still while its code runs (it moves only across I/O),
 * so a timer around the engine there reads 0 ms however long the work took.
 */

/** Seconds to one decimal, rounded up so a quick answer reads "0.1s", never "0.0s". */
export function formatElapsed(ms: number): string {
  return `${(Math.ceil(Math.max(ms, 1) / 100) / 10).toFixed(1)}s`;
}
