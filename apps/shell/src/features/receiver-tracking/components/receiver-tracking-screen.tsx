import { Brand } from '@tote/ui/brand';
import { useDocumentTitle } from '@tote/ui/document-title';
import { EmptyState } from '@tote/ui/empty-state';
import { LinkIcon, PlaneIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { RECEIVER_LINK_DAYS_AFTER_DELIVERY, type ReceiverTracking } from '@tote/validation/receiver-links';
import { formatDateTime } from '@tote/web/deliveries-format';
import { ProgressSection, TrackingHeader } from '@tote/web/delivery-parts';
import { deliveryTimeline } from '@tote/web/delivery-timeline';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { isLinkGone, useReceiverTracking } from '../api/get-receiver-tracking';

/**
 * The receiver's tracking link (docs/product/sender.md, "Share tracking link"; ADR 021): no account, only what
 * the receiver needs to meet the traveler. The server marks the page noindex and no-referrer too; these tags
 * say the same to a crawler that runs the page, and keep the token out of any Referer it would send.
 */
export function ReceiverTrackingScreen({ token }: { token: string }) {
  useDocumentTitle('Track your delivery');
  const tracking = useReceiverTracking(token);

  let content: ReactNode;
  if (tracking.isPending) content = <LoadingState label="Loading the delivery" />;
  else if (tracking.isError && isLinkGone(tracking.error))
    content = (
      <EmptyState
        icon={<LinkIcon className="size-6" />}
        title="We can’t show this delivery"
        description={tracking.error.message}
        titleAs="h2"
      />
    );
  else if (tracking.isError)
    content = (
      <LoadError error={tracking.error} onRetry={() => tracking.refetch()} retrying={tracking.isFetching} />
    );
  else content = <Tracking tracking={tracking.data} />;

  return (
    <div className="flex min-h-dvh flex-col bg-grey-50">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <header className="border-b border-line bg-surface px-4 py-3 sm:px-6">
        <Brand href={paths.landing.getHref()} collapsible={false} />
      </header>
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold text-ink">Track your delivery</h1>
        <div className="rounded-card border border-line bg-surface">{content}</div>
      </main>
    </div>
  );
}

function Tracking({ tracking }: { tracking: ReceiverTracking }) {
  const name = tracking.travelerFirstName;
  // The same timeline the sender reads (@tote/web/delivery-timeline), as the receiver is told it.
  const steps = deliveryTimeline(
    {
      status: tracking.status,
      createdAt: tracking.createdAt,
      events: tracking.events,
      estimatedAt: tracking.estimatedDeliveryAt,
      travelerName: name,
    },
    'receiver',
  );
  return (
    <div className="flex flex-col gap-6 p-4 sm:p-6">
      <TrackingHeader deliveryId={tracking.deliveryId} status={tracking.status} />

      {tracking.handOverCode && <HandOverCode code={tracking.handOverCode} travelerName={name} />}

      <ProgressSection steps={steps}>
        <p className="flex items-start gap-2 rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <PlaneIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{travelerLine(tracking)}</span>
        </p>
      </ProgressSection>

      <p className="text-sm text-muted">
        The sender shared this private link with you.{' '}
        {tracking.expiresAt
          ? `It stops working on ${formatDateTime(tracking.expiresAt)}.`
          : `It stops working ${RECEIVER_LINK_DAYS_AFTER_DELIVERY} days after delivery, or when the sender turns it off.`}{' '}
        This page updates by itself.
      </p>
    </div>
  );
}

/** The code the receiver gives the traveler at hand-over (docs/decisions/009-trips-and-hand-over.md). */
function HandOverCode({ code, travelerName }: { code: string; travelerName: string | null }) {
  return (
    <section
      aria-labelledby="hand-over-code"
      className="flex flex-col gap-2 rounded-card border border-accent-200 bg-accent-50 p-4"
    >
      <h2 id="hand-over-code" className="text-base font-semibold text-ink">
        Hand-over code
      </h2>
      <p className="font-mono text-2xl font-bold tracking-[0.3em] text-ink">{code}</p>
      <p className="text-sm text-accent-800">
        Give this code to {travelerName ?? 'the traveler'} when you meet: they ask for it before handing the
        items over. Keep it from anyone else.
      </p>
    </section>
  );
}

function travelerLine({ status, travelerFirstName, estimatedDeliveryAt }: ReceiverTracking): string {
  if (status === 'delivered') return `${travelerFirstName ?? 'The traveler'} delivered the items.`;
  if (!travelerFirstName) return 'We’re finding a traveler for this delivery.';
  const arrival = estimatedDeliveryAt ? `, arriving ${formatDateTime(estimatedDeliveryAt)}` : '';
  return `${travelerFirstName} is bringing the items${arrival}.`;
}
