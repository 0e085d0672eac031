import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { SwitchIcon } from '@tote/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** A detail or match screen opened without `?id=`: say what it needs and lead to Delivery Orders. */
export function MissingId({ title, description, tab }: { title: string; description: string; tab?: string }) {
  return (
    <EmptyState
      icon={<SwitchIcon className="size-6" />}
      title={title}
      description={description}
      action={
        <Link
          to={`${paths.orders.getHref()}${tab ? `?tab=${tab}` : ''}`}
          className={buttonClasses({ variant: 'outline' })}
        >
          Go to Delivery Orders
        </Link>
      }
    />
  );
}

/** A titled part of a screen (Traveler in Sync, Shipping Details). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
