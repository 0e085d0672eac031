import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from './class-names';
import { ChevronRightIcon } from './icons';

export interface SettingsItem {
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** A screen of this app (router link). */
  to?: string;
  /** A page of another app (absolute URL, a full page load). */
  href?: string;
  /** A setting shown as it is, not a link (e.g. Language: English, UK). */
  value?: ReactNode;
}

const rowClasses = 'flex min-h-14 items-center gap-3 px-1 py-3';

/**
 * The profile's Settings tab (docs/product/traveler.md, /profile-t): rows that lead to a screen, to another
 * app, or show a value.
 */
export function SettingsList({ items, label }: { items: SettingsItem[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-line">
      {items.map((item) => {
        const body = (
          <>
            {item.icon && (
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&>svg]:size-5"
              >
                {item.icon}
              </span>
            )}
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold text-ink">{item.label}</span>
              {item.description && <span className="text-sm text-muted">{item.description}</span>}
            </span>
            {item.value !== undefined && <span className="shrink-0 text-sm text-muted">{item.value}</span>}
            {(item.to || item.href) && (
              <ChevronRightIcon aria-hidden="true" className="size-5 shrink-0 text-grey-400" />
            )}
          </>
        );
        const linkClasses = cx(rowClasses, 'focus-ring -mx-1 rounded-control px-2 hover:bg-grey-50');
        return (
          <li key={item.label}>
            {item.to ? (
              <Link to={item.to} className={linkClasses}>
                {body}
              </Link>
            ) : item.href ? (
              <a href={item.href} className={linkClasses}>
                {body}
              </a>
            ) : (
              <div className={rowClasses}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
