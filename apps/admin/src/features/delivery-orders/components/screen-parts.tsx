import { ApiError } from '@tote/api-client/api-error';
import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, SwitchIcon } from '@tote/ui/icons';
import { LoadError } from '@tote/ui/load-states';
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

/**
 * A candidate list the server refused: a 409 (the order is no longer waiting, the trip has departed) is a state
 * to explain, not a failure to retry; anything else can be tried again.
 */
export function CandidatesError({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (error instanceof ApiError && error.status === 409)
    return (
      <EmptyState
        icon={<AlertIcon className="size-6" />}
        title="Nothing to match"
        description={<span role="alert">{error.message}</span>}
      />
    );
  return <LoadError error={error} onRetry={onRetry} retrying={retrying} />;
}
