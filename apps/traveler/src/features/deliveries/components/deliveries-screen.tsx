import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { CancelledIcon, LocationIcon, PackageIcon, SuccessIcon, TruckIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { Tabs } from '@tote/ui/tabs';
import { countryName } from '@tote/validation/countries';
import { ORDER_TABS, type OrderTab, OrderTabSchema, orderTabLabels } from '@tote/validation/orders';
import type { DeliverySummary } from '@tote/validation/trips';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeliveries } from '../api/get-deliveries';
import { deliveryHref } from '../delivery-links';

export const DELIVERIES_PAGE_SIZE = 10;

const emptyCopy: Record<OrderTab, { title: string; description: string; icon: ReactNode }> = {
  processing: {
    title: 'No deliveries in process',
    description:
      'Items matched to your trips wait here until you pick them up, and stay while you carry them.',
    icon: <TruckIcon className="size-6" />,
  },
  delivered: {
    title: 'No deliveries delivered yet',
    description: 'Once you hand the items over with the receiver’s code, the delivery moves here.',
    icon: <SuccessIcon className="size-6" />,
  },
  cancelled: {
    title: 'No cancelled deliveries',
    description: 'If a delivery you were matched to is cancelled, it is kept here.',
    icon: <CancelledIcon className="size-6" />,
  },
};

/** spec §2 Deliveries (/delivery-order): tabs Processing, Delivered, Cancelled, each a list of delivery cards. */
export function DeliveriesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = OrderTabSchema.catch('processing').parse(searchParams.get('tab') ?? undefined);
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  function select(next: { tab?: OrderTab; page?: number }) {
    const params = new URLSearchParams();
    params.set('tab', next.tab ?? tab);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set('page', String(nextPage));
    // Switching tabs is a new entry (Back returns to the previous tab); paging replaces it.
    setSearchParams(params, { replace: next.tab === undefined });
  }

  return (
    <ContentLayout title="Deliveries">
      <div className="p-3 sm:p-6">
        <Tabs
          label="Delivery status"
          selectedId={tab}
          onChange={(id) => select({ tab: OrderTabSchema.parse(id) })}
          tabs={ORDER_TABS.map((id) => ({
            id,
            label: orderTabLabels[id],
            content: <DeliveryCards tab={id} page={page} onPageChange={(next) => select({ page: next })} />,
          }))}
        />
      </div>
    </ContentLayout>
  );
}

function DeliveryCards({
  tab,
  page,
  onPageChange,
}: {
  tab: OrderTab;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const deliveries = useDeliveries({ tab, page, pageSize: DELIVERIES_PAGE_SIZE });
  if (deliveries.isPending) return <LoadingState label="Loading deliveries" />;
  if (deliveries.isError)
    return (
      <LoadError
        error={deliveries.error}
        onRetry={() => deliveries.refetch()}
        retrying={deliveries.isFetching}
      />
    );

  const { deliveries: rows, total, pageSize } = deliveries.data;
  if (total === 0) {
    const copy = emptyCopy[tab];
    return (
      <EmptyState
        icon={copy.icon}
        title={copy.title}
        description={copy.description}
        action={
          tab === 'processing' ? (
            <Link to={paths.travelerRequest.getHref()} className={buttonClasses()}>
              Upload Traveler Details
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={deliveries.isPlaceholderData || undefined}>
        {rows.map((delivery) => (
          <li key={delivery.deliveryId}>
            <DeliveryCard delivery={delivery} />
          </li>
        ))}
      </ul>
      <Pagination
        label={`${orderTabLabels[tab]} deliveries pages`}
        page={deliveries.data.page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** spec §3 Delivery card: category, item names, person (the sender), destination, Delivery ID, status. */
function DeliveryCard({ delivery }: { delivery: DeliverySummary }) {
  const headingId = `delivery-${delivery.deliveryId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {delivery.category}
          </p>
          <OrderStatusBadge status={delivery.status} className="shrink-0" />
        </div>
        <h2 id={headingId} className="mt-1 font-semibold break-words text-ink">
          {delivery.itemNames.join(', ')}
        </h2>
      </div>
      <dl className="grid gap-x-3 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1">
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">Sender</dt>
        <dd className="min-w-0 break-words text-ink">{delivery.senderName}</dd>
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">To</dt>
        <dd className="flex min-w-0 items-start gap-1 break-words text-ink">
          <LocationIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {delivery.deliveryAddress}, {countryName(delivery.deliveryCountry)}
        </dd>
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">
          Delivery ID
        </dt>
        <dd className="font-mono text-ink">{delivery.deliveryId}</dd>
      </dl>
      <div className="mt-auto flex justify-end">
        <Link
          to={deliveryHref(delivery)}
          aria-label={`View ${delivery.deliveryId}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <PackageIcon aria-hidden="true" className="size-4" />
          View
        </Link>
      </div>
    </article>
  );
}
