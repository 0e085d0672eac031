import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon, PlaneIcon, SearchIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Tabs } from '@tote/ui/tabs';
import { TextField } from '@tote/ui/text-field';
import { useEffect, useRef } from 'react';
import { ListPagination } from '../../../lib/list-pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminOrders } from '../api/get-admin-orders';
import { useAdminTrips } from '../api/get-admin-trips';
import { DELIVERY_ORDERS_PAGE_SIZE, senderOrdersFirstPage } from '../first-page';
import { OrderCard, TripCard } from './cards';

const TABS = ['senders', 'travelers'] as const;
type Tab = (typeof TABS)[number];
const tabLabels: Record<Tab, string> = { senders: 'Senders', travelers: 'Travelers' };

/**
 * docs/product/admin.md, /admin-l Delivery Orders: tabs Senders (default) and Travelers. Senders lists the
 * orders waiting for a traveler, Travelers the approved trips not departed yet: the two sides staff match.
 * Searched and paged on the server; the tab and the page live in the URL so Back returns to them
 * (useListParams).
 */
export function DeliveryOrdersScreen() {
  const {
    tab,
    page,
    after,
    search,
    q,
    selectTab,
    selectPage: onPageChange,
    changeSearch,
  } = useListParams(TABS, 'senders');
  return (
    <ContentLayout title="Delivery Orders">
      <div className="flex flex-col gap-4 p-3 sm:p-6">
        <TextField
          type="search"
          label={tab === 'senders' ? 'Search orders' : 'Search trips'}
          placeholder={
            tab === 'senders'
              ? 'Delivery ID, item, category, sender, destination'
              : 'Booking ID, traveler, airline, city'
          }
          startAdornment={<SearchIcon aria-hidden="true" className="size-4" />}
          className="pl-9"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
        <Tabs
          label="Delivery orders"
          selectedId={tab}
          onChange={selectTab}
          tabs={TABS.map((id) => ({
            id,
            label: tabLabels[id],
            content:
              id === 'senders' ? (
                <OrderList q={q} page={page} after={after} onPageChange={onPageChange} />
              ) : (
                <TripList q={q} page={page} onPageChange={onPageChange} />
              ),
          }))}
        />
      </div>
    </ContentLayout>
  );
}

interface ListProps {
  q: string;
  page: number;
  onPageChange: (page: number, after?: string) => void;
}

/**
 * Keyset pages (docs/decisions/026-lists-at-scale.md): Next asks for the orders after the last one shown, so a
 * deep page of a search costs what the first one does; Previous goes back to where that page started, when Next
 * led here. A page reached by its number alone (a link) is read by its offset.
 */
function OrderList({ q, page, after, onPageChange }: ListProps & { after: string | undefined }) {
  // The first page's query with this page and search, so the entry's prefetch (app/prefetch.ts) and the
  // screen ask under one key.
  const orders = useAdminOrders({
    ...senderOrdersFirstPage,
    q: q || undefined,
    page,
    ...(after && { after }),
  });
  // Where each page this search visited started.
  const starts = useRef(new Map<string, string | undefined>());
  useEffect(() => {
    starts.current.set(`${page} ${q}`, after);
  }, [page, q, after]);
  if (orders.isPending) return <LoadingState label="Loading orders" />;
  if (orders.isError)
    return <LoadError error={orders.error} onRetry={() => orders.refetch()} retrying={orders.isFetching} />;
  const { orders: rows, total, pageSize } = orders.data;
  /**
   * Where page `next` starts: the next page after the last order shown, when those rows are this search's (while
   * another one loads, the last one's stay on screen); a page visited before where it started then.
   */
  const startOf = (next: number) => {
    if (next !== orders.data.page + 1) return starts.current.get(`${next} ${q}`);
    return orders.isPlaceholderData ? undefined : rows.at(-1)?.deliveryId;
  };
  if (total === 0)
    return (
      <EmptyState
        icon={<PackageIcon className="size-6" />}
        title={q ? `No orders match “${q}”` : 'No orders waiting for a traveler'}
        description="Sender requests waiting to be matched appear here."
      />
    );
  return (
    <div className="flex flex-col gap-4 pt-4">
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={orders.isPlaceholderData || undefined}>
        {rows.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} matchable={order.status === 'processing'} />
          </li>
        ))}
      </ul>
      <ListPagination
        label="Sender orders pages"
        searched={Boolean(q)}
        page={orders.data.page}
        total={total}
        pageSize={pageSize}
        onPageChange={(next) => onPageChange(next, startOf(next))}
      />
    </div>
  );
}

function TripList({ q, page, onPageChange }: ListProps) {
  const trips = useAdminTrips({
    status: 'approved',
    upcoming: 'true',
    q: q || undefined,
    page,
    pageSize: DELIVERY_ORDERS_PAGE_SIZE,
  });
  if (trips.isPending) return <LoadingState label="Loading trips" />;
  if (trips.isError)
    return <LoadError error={trips.error} onRetry={() => trips.refetch()} retrying={trips.isFetching} />;
  const { trips: rows, total, pageSize } = trips.data;
  if (total === 0)
    return (
      <EmptyState
        icon={<PlaneIcon className="size-6" />}
        title={q ? `No trips match “${q}”` : 'No upcoming approved trips'}
        description="Approved trips that have not departed appear here, ready to carry senders’ items."
      />
    );
  return (
    <div className="flex flex-col gap-4 pt-4">
      <ul className="grid gap-3 md:grid-cols-2" aria-busy={trips.isPlaceholderData || undefined}>
        {rows.map((trip) => (
          <li key={trip.id}>
            <TripCard trip={trip} matchable={trip.status === 'approved'} />
          </li>
        ))}
      </ul>
      <ListPagination
        label="Traveler trips pages"
        searched={Boolean(q)}
        page={trips.data.page}
        total={total}
        pageSize={pageSize}
        onPageChange={onPageChange}
      />
    </div>
  );
}
