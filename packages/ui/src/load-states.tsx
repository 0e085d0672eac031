import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';
import { Spinner } from './spinner';

/** A screen part waiting for its first answer. */
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
