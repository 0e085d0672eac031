/** Whole seconds from `from` until `to`, at least 1 (a Retry-After value). */
export const secondsUntil = (from: Date, to: Date) =>
  Math.max(1, Math.ceil((to.getTime() - from.getTime()) / 1000));

/** The Retry-After header of a 429 that lifts in `seconds`. */
export const retryAfter = (seconds: number) => ({ 'retry-after': String(seconds) });
