import { DataTable } from '@tote/ui/data-table';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { formatMoney } from '@tote/validation/orders';
import {
  type OrderMoney,
  type Payment,
  type PaymentStatus,
  paymentProviderLabels,
  paymentStatusLabels,
} from '@tote/validation/payments';
import { dayAndTime } from '../../../lib/format';
import { useOrderMoney } from '../api/get-order-money';
import { DetailList } from './detail-list';
import { Section } from './screen-parts';

type Movement = OrderMoney['movements'][number];

const statusTones: Record<PaymentStatus, string> = {
  requires_payment: 'bg-accent-50 text-accent-800',
  authorized: 'bg-brand-50 text-brand-700',
  captured: 'bg-brand-50 text-brand-700',
  released: 'bg-success-50 text-success-700',
  voided: 'bg-grey-100 text-grey-700',
  refunded: 'bg-grey-100 text-grey-700',
};

const movementStatusLabels: Record<Movement['status'], string> = {
  pending: 'Pending',
  posted: 'Posted',
  voided: 'Voided',
};

/**
 * /dev-d's Money: what the sender paid and where the money is (docs/decisions/017-payments-and-escrow.md), so
 * staff can answer "was I charged?" and "when is the traveler paid?" without the database: the payment's state
 * and breakdown, the day of each step, and every ledger movement of the order's escrow.
 */
export function OrderMoneySection({ deliveryId }: { deliveryId: string }) {
  const money = useOrderMoney(deliveryId);
  let content: React.ReactNode;
  if (money.isPending) content = <LoadingState label="Loading the order’s money" />;
  else if (money.isError)
    content = <LoadError error={money.error} onRetry={() => money.refetch()} retrying={money.isFetching} />;
  else if (!money.data.payment)
    content = (
      <p className="rounded-card border border-line p-4 text-sm text-muted">
        No payment yet. The sender is asked to pay once a traveler is matched.
      </p>
    );
  else
    content = (
      <>
        <PaymentSummary payment={money.data.payment} />
        <Movements movements={money.data.movements} />
      </>
    );
  return (
    <Section id="order-money" title="Money">
      {content}
    </Section>
  );
}

function PaymentSummary({ payment }: { payment: Payment }) {
  const { breakdown } = payment;
  const declined = payment.attempts.filter((attempt) => attempt.outcome === 'declined');
  // The steps that happened, in the order of a payment's life; a step never reached is left out.
  const steps: [string, string | null][] = [
    ['Created', payment.createdAt],
    ['Authorized', payment.authorizedAt],
    ['Captured', payment.capturedAt],
    ['Released', payment.releasedAt],
    ['Voided', payment.voidedAt],
    ['Refunded', payment.refundedAt],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTones[payment.status]}`}
        >
          {paymentStatusLabels[payment.status]}
        </span>
        <span className="text-sm text-muted">through {paymentProviderLabels[payment.provider]}</span>
      </div>
      <DetailList
        rows={[
          ['Carriage', formatMoney(breakdown.carriage)],
          [
            'Service fee',
            `${formatMoney(breakdown.serviceFee)} (${breakdown.feeSchedule.rateBps / 100} %, at least ${formatMoney({ amountMinor: breakdown.feeSchedule.minimumMinor, currency: breakdown.serviceFee.currency })})`,
          ],
          ['Total', formatMoney(breakdown.total)],
          ['Traveler gets', formatMoney(breakdown.travelerEarns)],
          ['Refunded', formatMoney(payment.refunded)],
          ...steps.flatMap(([label, at]): [string, string][] => (at ? [[label, dayAndTime(at)]] : [])),
        ]}
      />
      {declined.length > 0 && (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium text-ink">
            {declined.length === 1 ? '1 declined attempt' : `${declined.length} declined attempts`}
          </p>
          <ul className="flex flex-col gap-0.5 text-muted">
            {declined.map((attempt) => (
              <li key={attempt.at}>
                {dayAndTime(attempt.at)}: {attempt.reason ?? 'No reason given.'}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function Movements({ movements }: { movements: Movement[] }) {
  return (
    <DataTable<Movement>
      caption="Ledger movements"
      rows={movements}
      getRowId={(movement) => movement.id}
      emptyState="No ledger movement yet: the first is the card’s hold when the sender pays."
      columns={[
        { key: 'kind', header: 'Kind', render: (movement) => movement.kind },
        { key: 'status', header: 'Status', render: (movement) => movementStatusLabels[movement.status] },
        {
          key: 'amount',
          header: 'Amount',
          className: '@lg:text-right',
          render: (movement) => <span className="whitespace-nowrap">{formatMoney(movement.amount)}</span>,
        },
        {
          key: 'at',
          header: 'Time',
          render: (movement) => <span className="whitespace-nowrap">{dayAndTime(movement.at)}</span>,
        },
      ]}
    />
  );
}
