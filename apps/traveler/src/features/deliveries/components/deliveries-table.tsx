import { buttonClasses } from '@tote/ui/button';
import { DataTable } from '@tote/ui/data-table';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { Spinner } from '@tote/ui/spinner';
import { useDebouncedValue } from '@tote/ui/use-debounced-value';
import type { DeliverySummary } from '@tote/validation/trips';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDeliveries } from '../api/get-deliveries';
import { deliveryHref } from '../delivery-links';
import { itemList } from '../format';
import { HOME_PAGE_SIZE } from '../home-deliveries';

export { HOME_PAGE_SIZE };
export const SEARCH_DEBOUNCE_MS = 300;

const columns = [
  {
    key: 'items',
    header: 'Items to be Delivered',
    render: (delivery: DeliverySummary) => (
      <div className="min-w-0">
        <Link
          to={deliveryHref(delivery)}
          className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
        >
          {itemList(delivery.itemNames)}
        </Link>
        <p className="text-xs text-muted">
          {delivery.category} · {delivery.deliveryId} · from {delivery.senderName}
        </p>
      </div>
    ),
  },
  { key: 'traveler', header: 'Traveler', render: (delivery: DeliverySummary) => delivery.travelerName },
  {
    key: 'status',
    header: 'Status',
    render: (delivery: DeliverySummary) => <OrderStatusBadge status={delivery.status} />,
  },
];

/** spec §2 Overview: the Deliveries table, searched on the server and paged. */
export function DeliveriesTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const deliveries = useDeliveries({ q: q || undefined, page, pageSize: HOME_PAGE_SIZE });
  const data = deliveries.data;
  const searching = q !== '';

  function onSearchChange(value: string) {
    setSearch(value);
    setPage(1);
  }

  if (data && data.total === 0 && !searching && search === '' && !deliveries.isPlaceholderData) {
    return (
      <section className="flex flex-col items-center gap-2 rounded-card border border-line bg-surface px-4 py-8 text-center shadow-sm">
        <h2 className="text-base font-semibold text-ink">No deliveries yet</h2>
        <p className="max-w-sm text-sm text-muted">
          Once staff match a sender’s items to one of your trips, the delivery is listed here with its status.
        </p>
        <Link to={paths.travelerRequest.getHref()} className={`${buttonClasses()} mt-2`}>
          Upload Traveler Details
        </Link>
      </section>
    );
  }

  return (
    <DataTable
      caption="Deliveries"
      columns={columns}
      rows={data?.deliveries ?? []}
      getRowId={(delivery) => delivery.deliveryId}
      search={{
        value: search,
        onChange: onSearchChange,
        label: 'Search deliveries',
        placeholder: 'Search items, sender or Delivery ID',
      }}
      actions={deliveries.isFetching ? <Spinner size="sm" label="Loading deliveries" /> : undefined}
      emptyState={
        deliveries.isError ? (
          <span role="alert" className="text-danger-700">
            {deliveries.error.message}
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
