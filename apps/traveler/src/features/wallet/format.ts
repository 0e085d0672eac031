// The labels, the signed amount and the bank account's label are shared with staff's screens (the admin app).
export { formatSignedMoney } from '@tote/validation/orders';
export {
  payoutMethodLabel,
  payoutStatusLabels,
  walletEntryKindLabels as entryKindLabels,
} from '@tote/validation/wallet';

// Day before month ("Available on 28 Nov"), as docs/product/traveler.md writes it (/wallet); the year only when
// it is not this one.
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "28 Nov", or "28 Nov 2027" outside this year. */
export function formatDay(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear).format(date);
}

/** "28 Nov 2026, 14:05": a payout's steps, where the hour matters to someone waiting for their money. */
export const formatDayTime = (iso: string) => dayTime.format(new Date(iso));

/** Whole dollars and cents as typed in the amount box ("40.5" → "40.50"): what Withdraw all fills in. */
export const dollarsText = (amountMinor: number) => (amountMinor / 100).toFixed(2);

/** A message template from walletMessages with its `{name}` placeholders filled. */
export const fillMessage = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
