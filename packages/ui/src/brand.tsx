import { Link } from 'react-router-dom';
import { cx } from './class-names';

export interface BrandProps {
  /** The app's home path. */
  href: string;
  /** The word mark, also the link's name. */
  label?: string;
  /**
   * In a side menu the word mark shows from 601px only (icons-only menu below, docs/product/overview.md,
   * Constants); elsewhere (the shell's header) it always shows.
   */
  collapsible?: boolean;
  className?: string;
}

/** The Tote mark and word mark, linking home. */
export function Brand({ href, label = 'Tote', collapsible = true, className }: BrandProps) {
  return (
    <Link
      to={href}
      className={cx(
        'focus-ring inline-flex items-center gap-2 rounded-control text-xl font-extrabold tracking-tight text-brand-700',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className={collapsible ? 'size-9 shrink-0' : 'size-8'}>
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M9 12.5 16 9l7 3.5v7L16 23l-7-3.5z M9 12.5l7 3.5 7-3.5 M16 16v7"
          fill="none"
          stroke="white"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {collapsible ? <span className="sr-only wide:not-sr-only">{label}</span> : label}
    </Link>
  );
}
