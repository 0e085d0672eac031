import { Button, buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon, SearchIcon } from '@tote/ui/icons';
import { Spinner } from '@tote/ui/spinner';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex justify-center px-4 py-10">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** A query that failed (network, 5xx): what happened and a way to try again. */
export function LoadError({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <EmptyState
      icon={<AlertIcon className="size-6" />}
      title="We could not load this"
      description={<span role="alert">{error.message}</span>}
      action={
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}

/** An unknown, mistyped or someone else's Delivery ID (the API answers 404 for all three). */
export function OrderNotFound() {
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title="We couldn't find that delivery"
      description="The link may be out of date or mistyped, or the delivery belongs to another account."
      action={
        <Link to={paths.delivery.getHref()} className={buttonClasses()}>
          See your deliveries
        </Link>
      }
    />
  );
}
