import { Button } from '@tote/ui/button';
import { Dialog } from '@tote/ui/dialog';
import { CopyIcon, LinkIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { FormAlert } from '@tote/ui/schema-form';
import { appHref } from '@tote/ui/sites';
import { RECEIVER_LINK_DAYS_AFTER_DELIVERY } from '@tote/validation/receiver-links';
import { useId, useState } from 'react';
import { useCreateReceiverLink } from '../api/create-receiver-link';
import { useReceiverLink } from '../api/get-receiver-link';
import { useRevokeReceiverLink } from '../api/revoke-receiver-link';
import { formatDateTime } from '../format';

/**
 * docs/product/sender.md, Delivery Tracking, "Share tracking link" (ADR 021): a private link for the receiver
 * named on the order, who follows the delivery and reads the hand-over code without an account. A section of
 * its own, beside the page's other sections.
 */
export function ShareTrackingLink({
  deliveryId,
  receiverName,
}: {
  deliveryId: string;
  receiverName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="share-tracking-link"
      className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id="share-tracking-link" className="flex items-center gap-2 text-base font-semibold text-ink">
          <LinkIcon aria-hidden="true" className="size-4 text-brand-600" />
          Tracking link for the receiver
        </h2>
        <p className="text-sm text-muted">
          {receiverName} can follow this delivery and see the hand-over code, without an account.
        </p>
      </div>
      <Button variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
        Share tracking link
      </Button>
      {open && (
        <ShareDialog deliveryId={deliveryId} receiverName={receiverName} onClose={() => setOpen(false)} />
      )}
    </section>
  );
}

function ShareDialog({
  deliveryId,
  receiverName,
  onClose,
}: {
  deliveryId: string;
  receiverName: string;
  onClose: () => void;
}) {
  const status = useReceiverLink(deliveryId);
  const create = useCreateReceiverLink(deliveryId);
  const revoke = useRevokeReceiverLink(deliveryId);
  const busy = create.isPending || revoke.isPending;

  function makeLink() {
    revoke.reset();
    create.mutate();
  }
  function turnOff() {
    create.reset();
    revoke.mutate();
  }

  let body: React.ReactNode;
  if (status.isPending) body = <LoadingState label="Loading the tracking link" />;
  else if (status.isError)
    body = <LoadError error={status.error} onRetry={() => status.refetch()} retrying={status.isFetching} />;
  else if (create.data)
    body = (
      <NewLink
        url={appHref('shell', create.data.path)}
        receiverName={receiverName}
        onTurnOff={turnOff}
        busy={busy}
      />
    );
  else if (status.data.link)
    body = (
      <div className="flex flex-col gap-3 text-sm text-ink">
        <p>
          A link for {receiverName} is on since {formatDateTime(status.data.link.createdAt)}
          {status.data.link.expiresAt
            ? ` and stops working on ${formatDateTime(status.data.link.expiresAt)}`
            : ''}
          .
        </p>
        <p className="text-muted">
          For safety we show a link only once. Creating a new link gives you one to copy, and the old link
          stops working.
        </p>
        <Actions>
          <Button
            variant="ghost"
            className="text-danger-700 hover:bg-danger-50"
            onClick={turnOff}
            disabled={busy}
          >
            Turn off link
          </Button>
          <Button onClick={makeLink} loading={create.isPending} disabled={busy}>
            Create new link
          </Button>
        </Actions>
      </div>
    );
  else if (!status.data.canShare)
    body = <p className="text-sm text-ink">This delivery has ended, so it can no longer be shared.</p>;
  else
    body = (
      <div className="flex flex-col gap-3 text-sm text-ink">
        {revoke.isSuccess && (
          <p role="status" className="rounded-control bg-grey-100 px-3 py-2">
            The link is off: it no longer works.
          </p>
        )}
        <p>
          Create a private link for {receiverName}. It shows the delivery’s progress, the traveler’s first
          name and, once a traveler is matched, the hand-over code. It stops working{' '}
          {RECEIVER_LINK_DAYS_AFTER_DELIVERY} days after delivery, or as soon as you turn it off.
        </p>
        <Actions>
          <Button onClick={makeLink} loading={create.isPending} disabled={busy}>
            Create link
          </Button>
        </Actions>
      </div>
    );

  return (
    <Dialog open onClose={onClose} title="Share tracking link" showCloseButton size="md">
      <div className="flex flex-col gap-3">
        <FormAlert>{create.error?.message ?? revoke.error?.message}</FormAlert>
        {body}
      </div>
    </Dialog>
  );
}

function Actions({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

/** The new link, shown this once (the server keeps only its hash), with a copy button. */
function NewLink({
  url,
  receiverName,
  onTurnOff,
  busy,
}: {
  url: string;
  receiverName: string;
  onTurnOff: () => void;
  busy: boolean;
}) {
  const fieldId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link stays selectable in its field.
      setCopied('failed');
    }
  }

  return (
    <div className="flex flex-col gap-3 text-sm text-ink">
      <label htmlFor={fieldId} className="font-semibold">
        Link for {receiverName}
      </label>
      <input
        id={fieldId}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="focus-ring w-full rounded-control border border-line bg-grey-50 px-3 py-2 font-mono text-xs text-ink"
      />
      <p className="text-muted">
        Copy it now and send it to {receiverName} only: anyone with the link sees the hand-over code. We won’t
        show it again; any earlier link has stopped working.
      </p>
      <p role="status" className="text-sm font-semibold text-brand-700">
        {copied === 'yes'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'Copying failed: select the link and copy it.'
            : ''}
      </p>
      <Actions>
        <Button
          variant="ghost"
          className="text-danger-700 hover:bg-danger-50"
          onClick={onTurnOff}
          disabled={busy}
        >
          Turn off link
        </Button>
        <Button onClick={copy}>
          <CopyIcon aria-hidden="true" className="size-4" />
          Copy link
        </Button>
      </Actions>
    </div>
  );
}
