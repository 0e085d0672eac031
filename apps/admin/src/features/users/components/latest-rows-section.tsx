import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DetailSection } from './detail-section';

interface Row {
  id: string;
  href: string;
  title: string;
  detail: ReactNode;
  status: ReactNode;
}

/** Their latest orders or trips, each a link to its detail screen (/dev-d or /tdev-d). */
export function RowsSection({
  id,
  title,
  empty,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  rows: Row[];
}) {
  return (
    <DetailSection id={id} title={title}>
      {/* The profile carries the latest ten (GET /admin/users/:userId). */}
      {rows.length >= 10 && <p className="text-sm text-muted">The latest {rows.length} are shown.</p>}
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-1 rounded-card border border-line p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <div className="min-w-0">
                <Link
                  to={row.href}
                  className="focus-ring rounded-control font-semibold break-words text-brand-700 hover:underline"
                >
                  {row.title}
                </Link>
                <p className="text-sm break-words text-muted">{row.detail}</p>
              </div>
              <div className="self-start sm:self-center">{row.status}</div>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
