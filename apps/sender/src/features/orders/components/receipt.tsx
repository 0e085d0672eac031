import { Button } from '@tote/ui/button';
import { PrintIcon } from '@tote/ui/icons';
import { formatMoney } from '@tote/validation/orders';
import type { Receipt } from '@tote/validation/payments';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format';
import { carriageText, feeScheduleText, paymentStatusLabels } from '../payment-format';

/**
 * A paid order's receipt: what was paid, for what, Tote's fee, when. The one receipt of the app, shown after
 * paying and from the order; Print prints it alone (the app's menu and top bar, and whatever the page marks
 * `print:hidden`, stay off the paper).
 */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const { breakdown } = receipt;
  const weightKg = receipt.weightGrams / 1000;
  const rows: [string, ReactNode][] = [
    ['Receipt number', <span className="font-mono">{receipt.receiptNumber}</span>],
    ['Delivery ID', <span className="font-mono">{receipt.deliveryId}</span>],
    ['Paid on', formatDateTime(receipt.paidAt)],
    ['Paid by', receipt.senderName],
    ['For', `Carriage of ${receipt.category}: ${receipt.itemNames.join(', ')}`],
    ['Route', `${receipt.route.from} → ${receipt.route.to}`],
    ['Traveler', receipt.travelerFirstName],
    ['Weight', `${weightKg.toLocaleString('en-US', { maximumFractionDigits: 3 })} kg`],
    ['Payment', paymentStatusLabels[receipt.status]],
  ];
  return (
    <article
      aria-labelledby="receipt-heading"
      className="flex min-w-0 flex-col gap-4 rounded-card border border-line p-4 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="receipt-heading" className="text-lg font-bold text-ink">
            Tote receipt
          </h2>
          <p className="text-sm text-muted">Deliveries abroad with verified travelers</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => window.print()} className="print:hidden">
          <PrintIcon aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>

      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="mb-2 min-w-0 break-words text-ink sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>

      <dl className="flex flex-col gap-2 border-t border-line pt-3 text-sm">
        <AmountRow
          label="Carriage"
          detail={carriageText(breakdown.carriage, weightKg)}
          amount={formatMoney(breakdown.carriage)}
        />
        <AmountRow
          label="Tote service fee"
          detail={feeScheduleText(breakdown.feeSchedule, breakdown.total.currency)}
          amount={formatMoney(breakdown.serviceFee)}
        />
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-line pt-2">
          <dt className="font-semibold text-ink">Total paid</dt>
          <dd className="text-base font-bold text-ink tabular-nums">{formatMoney(breakdown.total)}</dd>
        </div>
        {receipt.refunded.amountMinor > 0 && (
          <AmountRow label="Refunded" amount={`−${formatMoney(receipt.refunded)}`} />
        )}
      </dl>
      <p className="text-sm text-muted">
        The traveler gets {formatMoney(breakdown.travelerEarns)}, the whole carriage, once the items are
        delivered; Tote keeps the service fee.
      </p>
    </article>
  );
}

function AmountRow({ label, detail, amount }: { label: string; detail?: string; amount: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="min-w-0 text-ink">
        {label}
        {detail && <span className="block text-xs text-muted">{detail}</span>}
      </dt>
      <dd className="font-medium text-ink tabular-nums">{amount}</dd>
    </div>
  );
}
