import { buttonClasses } from '@tote/ui/button';
import { DataTable } from '@tote/ui/data-table';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { Spinner } from '@tote/ui/spinner';
import { useDebouncedValue } from '@tote/ui/use-debounced-value';
import type { OrderSummary } from '@tote/validation/orders';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOrders } from '../api/get-orders';
import { itemList } from '../format';
import { HOME_PAGE_SIZE } from '../home-orders';
import { orderHref } from '../order-links';

export const SEARCH_DEBOUNCE_MS = 300;

const columns = [
  {
    key: 'items',
    header: 'Items to be Delivered',
    render: (order: OrderSummary) => (
      <div className="min-w-0">
        <Link
          to={orderHref(order)}
          className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
        >
          {itemList(order.itemNames)}
        </Link>
        <p className="text-xs text-muted">
          {order.category} · {order.deliveryId}
        </p>
      </div>
    ),
  },
  {
    key: 'traveler',
    header: 'Traveler',
    render: (order: OrderSummary) =>
      order.travelerName ?? <span className="text-muted">Finding a traveler</span>,
  },
  {
    key: 'status',
    header: 'Status',
    render: (order: OrderSummary) => <OrderStatusBadge status={order.status} />,
  },
];

/** spec §2 Sender home: the Deliveries table, searched on the server and paged. */
export function DeliveriesTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const orders = useOrders({ q: q || undefined, page, pageSize: HOME_PAGE_SIZE });
  const data = orders.data;
  const searching = q !== '';

  function onSearchChange(value: string) {
    setSearch(value);
    setPage(1);
  }

  if (data && data.total === 0 && !searching && search === '' && !orders.isPlaceholderData) {
    return (
      <section className="flex flex-col items-center gap-2 rounded-card border border-line bg-surface px-4 py-8 text-center shadow-sm">
        <h2 className="text-base font-semibold text-ink">No deliveries yet</h2>
        <p className="max-w-sm text-sm text-muted">
          Every delivery you request is listed here with its traveler and status.
        </p>
        <Link to={paths.request.getHref()} className={`${buttonClasses()} mt-2`}>
          Request Delivery
        </Link>
      </section>
    );
  }

  return (
    <DataTable
      caption="Deliveries"
      columns={columns}
      rows={data?.orders ?? []}
      getRowId={(order) => order.id}
      search={{
        value: search,
        onChange: onSearchChange,
        label: 'Search deliveries',
        placeholder: 'Search items, traveler or Delivery ID',
      }}
      actions={orders.isFetching ? <Spinner size="sm" label="Loading deliveries" /> : undefined}
      emptyState={
        orders.isError ? (
          <span role="alert" className="text-danger-700">
            {orders.error.message}
          </span>
        ) : !data ? (
          'Loading deliveries…'
        ) : searching ? (
          `No deliveries match “${q}”.`
        ) : (
          'No deliveries yet.'
        )
      }
      footer={
        data && (
          <Pagination
            label="Deliveries pages"
            page={data.page}
            pageCount={pageCountOf(data.total, data.pageSize)}
            onPageChange={setPage}
          />
        )
      }
    />
  );
}
