import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '@tote/ui/button';
import { AlertIcon, SuccessIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { NotFoundPage } from '@tote/ui/not-found-page';
import { ContentLayout } from '@tote/ui/page-layout';
import { SpinnerGraphic } from '@tote/ui/spinner';
import { DELIVERY_ID_PATTERN, formatMoney } from '@tote/validation/orders';
import { type Payment, paymentMessages } from '@tote/validation/payments';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isPaymentNotFound, orderPaymentQueryOptions } from '../api/get-order-payment';
import { useReceipt } from '../api/get-receipt';
import { paymentStatusDescriptions, wasPaid } from '../payment-format';
import { ReceiptView } from './receipt';

/**
 * How long to wait for the provider's word. The provider sends the sender back as soon as the card is held,
 * but its webhook may land a moment later, so the payment can still read requires_payment: it is asked again
 * every `intervalMs`, `checks` times (about 30 s), then the page says so plainly.
 */
export const CONFIRMATION_SCHEDULE = { intervalMs: 2000, checks: 15 };

/**
 * `/payment-successful?order=TT-…` (docs/product/sender.md, Payment Successful), where the payment provider
 * sends the sender back: the payment confirmed, its receipt, and what happens next. An unknown or someone
 * else's order is the app's not-found.
 */
export function PaymentSuccessfulScreen({
  schedule = CONFIRMATION_SCHEDULE,
}: {
  schedule?: { intervalMs: number; checks: number };
}) {
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order')?.trim().toUpperCase();
  const homeHref = paths.home.getHref();
  if (!order || !DELIVERY_ID_PATTERN.test(order)) return <NotFoundPage homeHref={homeHref} />;
  return <Confirmation key={order} deliveryId={order} schedule={schedule} />;
}

function Confirmation({
  deliveryId,
  schedule,
}: {
  deliveryId: string;
  schedule: { intervalMs: number; checks: number };
}) {
  const queryClient = useQueryClient();
  const options = orderPaymentQueryOptions(deliveryId);
  // Checks are counted from here (or from Check again), whatever the cache already knew of this payment.
  const [since, setSince] = useState(() => queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  const payment = useQuery({
    ...options,
    refetchInterval: (query) =>
      query.state.data?.status === 'requires_payment' && query.state.dataUpdateCount - since < schedule.checks
        ? schedule.intervalMs
        : false,
    // Every answer re-renders, even one that reads the same, so the count of checks below stays current.
    notifyOnChangeProps: 'all',
  });
  const checksMade = (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0) - since;
  const paid = payment.data ? wasPaid(payment.data) : false;
  const receipt = useReceipt(deliveryId, { enabled: paid });

  if (payment.isError && isPaymentNotFound(payment.error))
    return <NotFoundPage homeHref={paths.home.getHref()} />;
  if (payment.isPending) {
    return (
      <ContentLayout title="Confirming Payment">
        <LoadingState label="Loading payment" />
      </ContentLayout>
    );
  }
  if (!payment.data) {
    return (
      <ContentLayout title="Payment">
        <LoadError error={payment.error} onRetry={() => payment.refetch()} retrying={payment.isFetching} />
      </ContentLayout>
    );
  }

  const trackingLink = (
    <Link
      to={paths.deliveryTracking.getHref(deliveryId)}
      className={buttonClasses({ variant: paid ? 'outline' : 'primary' })}
    >
      Back to tracking
    </Link>
  );

  if (payment.data.status === 'requires_payment') {
    const waiting = checksMade < schedule.checks;
    if (waiting) {
      return (
        <ContentLayout title="Confirming Payment">
          <Notice
            icon={<SpinnerGraphic size="lg" className="text-brand-600" />}
            title="Confirming your payment…"
          >
            The payment provider is telling us your card went through. This takes a few seconds; keep this
            page open.
          </Notice>
        </ContentLayout>
      );
    }
    return (
      <ContentLayout title="Payment Not Confirmed Yet">
        <Notice
          icon={<AlertIcon aria-hidden="true" className="size-6 text-accent-700" />}
          title="We have not heard from the payment provider yet"
          action={
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                loading={payment.isFetching}
                onClick={() => {
                  setSince(since + checksMade);
                  void payment.refetch();
                }}
              >
                Check again
              </Button>
              {trackingLink}
            </div>
          }
        >
          If you finished paying, the payment shows on the delivery’s tracking page within a few minutes and
          you will be notified. You are not charged twice: paying again reaches the same checkout.
        </Notice>
      </ContentLayout>
    );
  }

  if (!paid) {
    return (
      <ContentLayout title="Payment Closed">
        <Notice
          icon={<AlertIcon aria-hidden="true" className="size-6 text-danger-600" />}
          title="There is nothing to pay for this delivery"
          action={trackingLink}
        >
          {paymentMessages.paymentClosed}
        </Notice>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Payment Successful">
      <div className="flex flex-col gap-6 p-4 sm:p-6 print:p-0">
        <Confirmed payment={payment.data} />
        {receipt.isPending ? (
          <LoadingState label="Loading receipt" />
        ) : receipt.isError ? (
          <LoadError error={receipt.error} onRetry={() => receipt.refetch()} retrying={receipt.isFetching} />
        ) : (
          <ReceiptView receipt={receipt.data} />
        )}
        <section aria-labelledby="next-step" className="flex flex-col items-start gap-3 print:hidden">
          <h2 id="next-step" className="text-base font-semibold text-ink">
            What happens next
          </h2>
          <p className="text-sm text-ink">
            {payment.data.status === 'authorized' || payment.data.status === 'captured'
              ? 'Your traveler will pick up the items; you’ll be told when they do.'
              : paymentStatusDescriptions[payment.data.status]}
          </p>
          {trackingLink}
        </section>
      </div>
    </ContentLayout>
  );
}

/** The banner: paid, how much, for which delivery. */
function Confirmed({ payment }: { payment: Payment }) {
  return (
    <section
      aria-labelledby="payment-confirmed"
      className="flex items-start gap-3 rounded-card bg-success-50 p-4 print:hidden"
    >
      <SuccessIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success-600" />
      <div className="min-w-0">
        <h2 id="payment-confirmed" className="text-lg font-bold text-ink">
          Payment successful
        </h2>
        <p className="text-2xl font-bold text-ink tabular-nums">{formatMoney(payment.breakdown.total)}</p>
        <p className="text-sm text-muted">
          Delivery ID <span className="font-mono font-semibold text-ink">{payment.deliveryId}</span>
        </p>
      </div>
    </section>
  );
}

function Notice({
  icon,
  title,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      {icon}
      {/* Announced as it changes (confirming, then confirmed or not yet) without moving focus. */}
      <div role="status" className="flex flex-col items-center gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="max-w-md text-sm text-muted">{children}</p>
      </div>
      {action}
    </div>
  );
}
