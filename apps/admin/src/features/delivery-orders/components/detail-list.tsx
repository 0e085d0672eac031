import type { ReactNode } from 'react';

/**
 * Shipping Details (docs/product/admin.md, /dev-d) and the trip's details (/tdev-d): labelled values in a
 * bordered box.
 */
export function DetailList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-card border border-line p-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-muted">{label}</dt>
          <dd className="mt-0.5 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
