import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** Sidebar brand: the Tote mark, with the word mark from 601px (icons-only menu below, spec §9). */
export function Brand() {
  return (
    <Link
      to={paths.home.getHref()}
      className="focus-ring inline-flex items-center gap-2 rounded-control text-xl font-extrabold tracking-tight text-brand-700"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-9 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path
          d="M9 12.5 16 9l7 3.5v7L16 23l-7-3.5z M9 12.5l7 3.5 7-3.5 M16 16v7"
          fill="none"
          stroke="white"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only wide:not-sr-only">Tote</span>
    </Link>
  );
}
