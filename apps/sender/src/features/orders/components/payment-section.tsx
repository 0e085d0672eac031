import type { UseQueryResult } from '@tanstack/react-query';
import { Button, buttonClasses } from '@tote/ui/button';
import { AlertIcon, CardIcon, ReceiptIcon } from '@tote/ui/icons';
import { FormAlert } from '@tote/ui/schema-form';
import { Spinner } from '@tote/ui/spinner';
import { formatMoney, type Order } from '@tote/validation/orders';
import type { Payment } from '@tote/validation/payments';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isPaymentNotFound } from '../api/get-order-payment';
import { useStartCheckout } from '../api/start-checkout';
import { formatDateTime } from '../format';
import {
  carriageText,
  feeScheduleText,
  paymentDates,
  paymentStatusDescriptions,
  paymentStatusLabels,
  wasPaid,
} from '../payment-format';

/**
 * The tracking page's Payment box (ADR 017): the price in the open, the payment's state with its dates, Pay
 * while it waits for the sender, and the receipt once paid. An order with no payment (never matched, or
 * cancelled before one existed: the API answers 404) shows nothing.
 */
export function PaymentSection({
  order,
  payment,
}: {
  order: Order;
  payment: UseQueryResult<Payment, Error>;
}) {
  if (payment.isError && isPaymentNotFound(payment.error)) return null;
  return (
    <section
      aria-labelledby="payment-heading"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-line p-4"
    >
      <h2 id="payment-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
        <CardIcon aria-hidden="true" className="size-4 text-brand-600" />
        Payment
      </h2>
      {payment.isPending ? (
        <Spinner label="Loading payment" />
      ) : payment.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="flex items-start gap-2 text-sm text-danger-700">
            <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {payment.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => payment.refetch()} loading={payment.isFetching}>
            Try again
          </Button>
        </div>
      ) : (
        <PaymentDetails order={order} payment={payment.data} />
      )}
    </section>
  );
}

function PaymentDetails({ order, payment }: { order: Order; payment: Payment }) {
  const { breakdown } = payment;
  const dates = paymentDates(payment);
  return (
    <>
      <PriceBreakdown order={order} payment={payment} />

      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">Status</p>
        <p className="font-semibold text-ink">{paymentStatusLabels[payment.status]}</p>
        <p className="text-sm text-muted">{paymentStatusDescriptions[payment.status]}</p>
        {payment.refunded.amountMinor > 0 && (
          <p className="text-sm text-ink">{formatMoney(payment.refunded)} refunded to your card.</p>
        )}
      </div>

      {dates.length > 0 && (
        <section aria-labelledby="payment-dates" className="flex flex-col gap-1">
          <h3 id="payment-dates" className="text-sm font-semibold text-ink">
            Payment dates
          </h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {dates.map((date) => (
              <div key={date.label} className="contents">
                <dt className="text-muted">{date.label}</dt>
                <dd className="text-ink">{formatDateTime(date.at)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {payment.status === 'requires_payment' && (
        <PayButton deliveryId={order.deliveryId} payment={payment} total={formatMoney(breakdown.total)} />
      )}

      {wasPaid(payment) && (
        <div>
          <Link
            to={paths.receipt.getHref(order.deliveryId)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <ReceiptIcon aria-hidden="true" className="size-4" />
            Receipt
          </Link>
        </div>
      )}
    </>
  );
}

/** Carriage, Tote's fee and the total, and what the traveler gets out of it (ADR 017: the fee is on top). */
function PriceBreakdown({ order, payment }: { order: Order; payment: Payment }) {
  const { breakdown } = payment;
  const currency = breakdown.total.currency;
  return (
    <section aria-labelledby="price-breakdown" className="flex flex-col gap-2">
      <h3 id="price-breakdown" className="text-sm font-semibold text-ink">
        Price breakdown
      </h3>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="min-w-0 text-ink">
            Carriage
            <span className="block text-xs text-muted">
              {carriageText(breakdown.carriage, order.weightKg)}
            </span>
          </dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(breakdown.carriage)}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <dt className="min-w-0 text-ink">
            Tote service fee
            <span className="block text-xs text-muted">
              {feeScheduleText(breakdown.feeSchedule, currency)}
            </span>
          </dt>
          <dd className="font-medium text-ink tabular-nums">{formatMoney(breakdown.serviceFee)}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-line pt-2">
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-base font-bold text-ink tabular-nums">{formatMoney(breakdown.total)}</dd>
        </div>
      </dl>
      <p className="rounded-control bg-brand-50 px-3 py-2 text-sm text-brand-900">
        The traveler gets {formatMoney(breakdown.travelerEarns)}: the whole carriage. Tote’s fee is added on
        top, never taken from them.
      </p>
    </section>
  );
}

function PayButton({ deliveryId, payment, total }: { deliveryId: string; payment: Payment; total: string }) {
  const checkout = useStartCheckout(deliveryId);
  const lastAttempt = payment.attempts.at(-1);
  const declined = lastAttempt?.outcome === 'declined';
  // Success leaves the page for the provider's: the button stays busy until the browser has gone.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className="flex flex-col gap-3">
      {declined && (
        <FormAlert>
          Your last payment attempt ({formatDateTime(lastAttempt.at)}) did not go through:{' '}
          {lastAttempt.reason ?? 'the payment provider declined it.'} You can pay again with another card.
        </FormAlert>
      )}
      <FormAlert>{checkout.error?.message}</FormAlert>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {/* A fresh key per press: the API answers a repeat of one press with the same checkout. */}
        <Button loading={busy} onClick={() => checkout.mutate(crypto.randomUUID())} className="sm:w-auto">
          {declined ? 'Pay again' : 'Pay'}
        </Button>
        <p className="text-sm text-muted">
          {total} on the payment provider’s secure page. Tote holds the money until your items are delivered.
        </p>
      </div>
    </div>
  );
}
