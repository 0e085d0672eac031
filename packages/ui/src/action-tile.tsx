import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronRightIcon } from './icons';

export interface ActionTileProps {
  /** Where the tile leads, e.g. the request or upload form. */
  to: string;
  icon: ReactNode;
  label: string;
  description: string;
}

/** The home screens' first tile: the reader's main task, as one large link beside the figures. */
export function ActionTile({ to, icon, label, description }: ActionTileProps) {
  return (
    <Link
      to={to}
      className="focus-ring group flex flex-col gap-3 rounded-card bg-brand-600 p-4 text-white shadow-sm hover:bg-brand-700"
    >
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-control bg-white/15"
      >
        {icon}
      </span>
      <span className="flex items-center gap-1 text-lg font-bold">
        {label}
        <ChevronRightIcon
          aria-hidden="true"
          className="size-5 transition-transform group-hover:translate-x-0.5"
        />
      </span>
      <span className="text-sm text-brand-100">{description}</span>
    </Link>
  );
}
