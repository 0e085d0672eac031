import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** The Tote word mark; links home. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link
      to={paths.landing.getHref()}
      className={`focus-ring inline-flex items-center gap-2 rounded-control text-xl font-extrabold tracking-tight text-brand-700 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M9 12.5 16 9l7 3.5v7L16 23l-7-3.5z M9 12.5l7 3.5 7-3.5 M16 16v7"
          fill="none"
          stroke="white"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      Tote
    </Link>
  );
}
