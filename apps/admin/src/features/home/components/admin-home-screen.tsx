import { AfterFirstPaint } from '@tote/ui/after-first-paint';
import { Button } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon, PlaneIcon, TruckIcon, UsersIcon, WalletIcon } from '@tote/ui/icons';
import { LazyDialog } from '@tote/ui/lazy-dialog';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { FormAlert } from '@tote/ui/schema-form';
import { Select } from '@tote/ui/select';
import { StatTile, StatTileValueLoading } from '@tote/ui/stat-tile';
import { TextField } from '@tote/ui/text-field';
import {
  type AdminOrderSummary,
  STAFF_SETTABLE_STATUSES,
  UpdateDeliveryStatusSchema,
} from '@tote/validation/admin';
import { formatMoney, type OrderStatus, orderStatusLabels, orderTravelerText } from '@tote/validation/orders';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAdminStats } from '../api/get-admin-stats';
import { useDeliveryStatuses } from '../api/get-delivery-statuses';
import { useUpdateDeliveryStatus } from '../api/update-delivery-status';
import { DELIVERY_STATUS_PAGE_SIZE } from '../home-first-page';
import { AdminSearch } from './admin-search';

// Below the list: their own chunks, asked for once the first screen has drawn (AfterFirstPaint).
const ReviewQueues = lazy(() => import('./review-queues'));
const FailingJobs = lazy(() => import('./failing-jobs'));
const reviewQueuesLoading = <LoadingState label="Loading the review queues" />;

export { DELIVERY_STATUS_PAGE_SIZE };

const statusTones: Record<OrderStatus, string> = {
  processing: 'bg-accent-50 text-accent-800',
  matched: 'bg-accent-50 text-accent-800',
  shipping: 'bg-accent-50 text-accent-800',
  delivered: 'bg-success-50 text-success-700',
  cancelled: 'bg-grey-100 text-grey-700',
  failed: 'bg-danger-50 text-danger-700',
};

/**
 * docs/product/admin.md, Home (/admin): the search box, the four live figures (Travelers, Senders, Packages
 * this month, Revenue this month) and the Update Delivery Status list, then the review queues (traveler
 * verifications and trips awaiting approval), then the Background jobs that are failing. The queues come with
 * their own chunks and data once the first screen has drawn: below the list, their arrival never moves what is
 * already on screen (above it they shifted the list down: CLS 0.073 in Lighthouse).
 */
/** `after`: what the route adds below them (the reported reviews), drawn with them after the first paint. */
export function AdminHomeScreen({ after }: { after?: ReactNode }) {
  return (
    <ContentLayout title="Home">
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        <AdminSearch />
        <Stats />
        <DeliveryStatuses />
        <AfterFirstPaint fallback={reviewQueuesLoading}>
          <Suspense fallback={reviewQueuesLoading}>
            <ReviewQueues />
          </Suspense>
          <Suspense fallback={<LoadingState label="Loading background jobs" />}>
            <FailingJobs />
          </Suspense>
          {after}
        </AfterFirstPaint>
      </div>
    </ContentLayout>
  );
}

function Stats() {
  const stats = useAdminStats();
  if (stats.isError)
    return <LoadError error={stats.error} onRetry={() => stats.refetch()} retrying={stats.isFetching} />;
  // While loading, the tiles with placeholders the size of a figure: the list below does not move when they fill.
  const figure = (value: number | undefined) => value ?? <StatTileValueLoading />;
  const revenue = stats.data?.revenueThisMonth;
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatTile
        label="Travelers"
        value={figure(stats.data?.travelers)}
        icon={<PlaneIcon className="size-5" />}
      />
      <StatTile
        label="Senders"
        value={figure(stats.data?.senders)}
        icon={<UsersIcon className="size-5" />}
        tone="accent"
      />
      <StatTile
        label="Packages this month"
        value={figure(stats.data?.packagesThisMonth)}
        icon={<PackageIcon className="size-5" />}
        tone="success"
      />
      <StatTile
        label="Revenue this month"
        value={revenue ? formatMoney(revenue) : <StatTileValueLoading />}
        description="Service fees of the deliveries released this month"
        icon={<WalletIcon className="size-5" />}
        tone="neutral"
        action={
          <Link
            to={paths.payouts.getHref()}
            className="focus-ring rounded-control text-sm font-semibold text-brand-700 hover:underline"
          >
            Open the Payouts queue
          </Link>
        }
      />
    </div>
  );
}

function DeliveryStatuses() {
  const [page, setPage] = useState(1);
  const orders = useDeliveryStatuses({ page, pageSize: DELIVERY_STATUS_PAGE_SIZE });
  let content: React.ReactNode;
  if (orders.isPending) content = <LoadingState label="Loading deliveries" />;
  else if (orders.isError)
    content = (
      <LoadError error={orders.error} onRetry={() => orders.refetch()} retrying={orders.isFetching} />
    );
  else if (orders.data.total === 0)
    content = (
      <EmptyState
        icon={<TruckIcon className="size-6" />}
        title="No deliveries yet"
        description="Orders senders place appear here with their status."
      />
    );
  else
    content = (
      <>
        <ul className="flex flex-col gap-2" aria-busy={orders.isPlaceholderData || undefined}>
          {orders.data.orders.map((order) => (
            <li key={order.id}>
              <DeliveryStatusRow order={order} />
            </li>
          ))}
        </ul>
        <Pagination
          label="Update Delivery Status pages"
          page={orders.data.page}
          pageCount={pageCountOf(orders.data.total, orders.data.pageSize)}
          onPageChange={setPage}
        />
      </>
    );
  return (
    <section aria-labelledby="update-delivery-status" className="flex flex-col gap-3">
      <h2 id="update-delivery-status" className="text-lg font-semibold text-ink">
        Update Delivery Status
      </h2>
      {content}
    </section>
  );
}

/** A row: Items to be Delivered, Traveler, Status, and Update. */
function DeliveryStatusRow({ order }: { order: AdminOrderSummary }) {
  const headingId = `status-${order.deliveryId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-line p-3 sm:flex-nowrap"
    >
      <div className="min-w-0 flex-1 basis-48">
        <p className="text-xs text-muted">Items to be Delivered</p>
        <h3 id={headingId} className="font-medium break-words text-ink">
          {order.itemNames.join(', ')}
        </h3>
        <p className="font-mono text-xs text-muted">{order.deliveryId}</p>
      </div>
      <div className="min-w-0 basis-40 sm:w-44 sm:flex-none">
        <p className="text-xs text-muted">Traveler</p>
        <p className="break-words text-ink">{orderTravelerText(order)}</p>
      </div>
      <span
        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusTones[order.status]}`}
      >
        {orderStatusLabels[order.status]}
      </span>
      <UpdateStatus order={order} />
    </article>
  );
}

function UpdateStatus({ order }: { order: AdminOrderSummary }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string>('failed');
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const update = useUpdateDeliveryStatus();

  function close() {
    if (update.isPending) return;
    setOpen(false);
    setFieldErrors({});
    update.reset();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = UpdateDeliveryStatusSchema.safeParse({ status, reason: reason || undefined });
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'status'), issue.message]),
        ),
      );
      return;
    }
    setFieldErrors({});
    update.mutate({ deliveryId: order.deliveryId, update: parsed.data }, { onSuccess: () => setOpen(false) });
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Update ${order.deliveryId}`}
        onClick={() => setOpen(true)}
      >
        Update
      </Button>
      {/* Loaded on the first Update: ten closed dialogs would bring Headless UI into the first screen. */}
      <LazyDialog
        open={open}
        onClose={close}
        title={`Update ${order.deliveryId}`}
        description="The change follows the delivery rules; the sender and the traveler are notified."
        size="sm"
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormAlert>{update.error?.message}</FormAlert>
          <Select
            label="Status"
            options={STAFF_SETTABLE_STATUSES.map((value) => ({ value, label: orderStatusLabels[value] }))}
            value={status}
            onChange={setStatus}
            error={fieldErrors.status}
          />
          <TextField
            label="Reason"
            hint={status === 'failed' ? 'Required when the delivery failed.' : 'Optional.'}
            required={status === 'failed'}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={fieldErrors.reason}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close} disabled={update.isPending}>
              Close
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save status
            </Button>
          </div>
        </form>
      </LazyDialog>
    </>
  );
}
