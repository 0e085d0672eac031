import { useEffect, useState } from 'react';

/** The current time in milliseconds, re-read every `intervalMs` (a ticking clock for countdowns). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Whole seconds from `now` until the ISO time `until`, never below 0. */
export function secondsUntil(until: string | number, now: number): number {
  const end = typeof until === 'number' ? until : Date.parse(until);
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** docs/product/accounts.md: "00:SS" (minutes as well when a code lives longer than a minute). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
