const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** docs/product/admin.md, The Active Log: "Matched 3hrs ago" (whole hours since the match). */
export function matchedAgo(matchedAt: string, now: number): string {
  const hours = Math.floor((now - Date.parse(matchedAt)) / HOUR_MS);
  if (hours < 1) return 'Matched less than an hour ago';
  return `Matched ${hours} ${hours === 1 ? 'hr' : 'hrs'} ago`;
}

/**
 * docs/product/admin.md, The Active Log: "3 hours left" to unmatch; minutes in the last hour; null once the
 * window has passed.
 */
export function timeLeft(deadline: string, now: number): string | null {
  const left = Date.parse(deadline) - now;
  if (left <= 0) return null;
  const hours = Math.floor(left / HOUR_MS);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} left`;
  const minutes = Math.ceil(left / MINUTE_MS);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}
