import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { CancelledIcon, LocationIcon, PackageIcon, SuccessIcon, TruckIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { ContentLayout } from '@tote/ui/page-layout';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { Tabs } from '@tote/ui/tabs';
import {
  ORDER_TABS,
  type OrderTab,
  OrderTabSchema,
  orderTabDescriptions,
  orderTabLabels,
} from '@tote/validation/orders';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DELIVERIES_PAGE_SIZE } from './first-page';
import { addressLine } from './format';
import type { DeliveryRow, ListPage, StartAction, UseListPage } from './types';

const tabIcons: Record<OrderTab, ReactNode> = {
  processing: <TruckIcon className="size-6" />,
  delivered: <SuccessIcon className="size-6" />,
  cancelled: <CancelledIcon className="size-6" />,
};

export interface DeliveriesScreenProps<Page extends ListPage, Row extends DeliveryRow> {
  /** One page of one tab, from the app's own endpoint. */
  usePage: UseListPage<{ tab: OrderTab; page: number; pageSize: number }, Page>;
  rowsOf: (page: Page) => Row[];
  /** The other party on a card: the traveler on a sender's, the sender on a traveler's. */
  person: { label: string; of: (row: Row) => ReactNode };
  /** Where a card's View leads. */
  hrefOf: (row: Row) => string;
  /** What an empty tab says, in the reader's role. */
  emptyCopy: Record<OrderTab, { title: string; description: string }>;
  /** Offered by the empty Processing tab. */
  start: StartAction;
}

/**
 * Deliveries (docs/product/sender.md /delivery, traveler.md /delivery-order): tabs Processing, Delivered,
 * Cancelled, each a list of delivery cards.
 */
export function DeliveriesScreen<Page extends ListPage, Row extends DeliveryRow>(
  props: DeliveriesScreenProps<Page, Row>,
) {
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
            content: (
              <div className="flex flex-col gap-3">
                {/* What the tab holds: the Cancelled tab keeps failed deliveries too. */}
                <p className="text-sm text-muted">{orderTabDescriptions[id]}</p>
                <DeliveryCards
                  {...props}
                  tab={id}
                  page={page}
                  onPageChange={(next) => select({ page: next })}
                />
              </div>
            ),
          }))}
        />
      </div>
    </ContentLayout>
  );
}

function DeliveryCards<Page extends ListPage, Row extends DeliveryRow>({
  usePage,
  rowsOf,
  person,
  hrefOf,
  emptyCopy,
  start,
  tab,
  page,
  onPageChange,
}: DeliveriesScreenProps<Page, Row> & {
  tab: OrderTab;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const list = usePage({ tab, page, pageSize: DELIVERIES_PAGE_SIZE });
  if (list.isPending) return <LoadingState label="Loading deliveries" />;
  if (list.isError)
    return <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />;

  const { total, pageSize } = list.data;
  if (total === 0) {
    const copy = emptyCopy[tab];
    return (
      <EmptyState
        icon={tabIcons[tab]}
        title={copy.title}
        description={copy.description}
        action={
          tab === 'processing' ? (
            <Link to={start.href} className={buttonClasses()}>
              {start.label}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={list.isPlaceholderData || undefined}>
        {rowsOf(list.data).map((row) => (
          <li key={row.deliveryId} className="min-w-0">
            <DeliveryCard row={row} person={person} href={hrefOf(row)} />
          </li>
        ))}
      </ul>
      <Pagination
        label={`${orderTabLabels[tab]} deliveries pages`}
        page={list.data.page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={onPageChange}
      />
    </div>
  );
}

/** A delivery card: category, item names, person, destination, Delivery ID, status. */
function DeliveryCard<Row extends DeliveryRow>({
  row,
  person,
  href,
}: {
  row: Row;
  person: DeliveriesScreenProps<ListPage, Row>['person'];
  href: string;
}) {
  const headingId = `delivery-${row.deliveryId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className="min-w-0 truncate text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {row.category}
          </p>
          <OrderStatusBadge status={row.status} className="shrink-0" />
        </div>
        <h2 id={headingId} className="mt-1 font-semibold break-words text-ink">
          {row.itemNames.join(', ')}
        </h2>
      </div>
      <dl className="grid gap-x-3 text-sm min-[480px]:grid-cols-[auto_1fr] min-[480px]:gap-y-1">
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">
          {person.label}
        </dt>
        <dd className="min-w-0 break-words text-ink">{person.of(row)}</dd>
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">To</dt>
        <dd className="flex min-w-0 items-start gap-1 break-words text-ink">
          <LocationIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          {addressLine(row.deliveryAddress, row.deliveryCountry)}
        </dd>
        <dt className="mt-2 text-xs text-muted first:mt-0 min-[480px]:mt-0 min-[480px]:text-sm">
          Delivery ID
        </dt>
        {/* A Delivery ID is read and typed as one word: it never breaks at its hyphen. */}
        <dd className="font-mono whitespace-nowrap text-ink">{row.deliveryId}</dd>
      </dl>
      <div className="mt-auto flex justify-end">
        <Link
          to={href}
          aria-label={`View ${row.deliveryId}`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <PackageIcon aria-hidden="true" className="size-4" />
          View
        </Link>
      </div>
    </article>
  );
}
