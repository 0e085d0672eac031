import { buttonClasses } from '@tote/ui/button';
import { DataTable, type DataTableColumn } from '@tote/ui/data-table';
import { OrderStatusBadge } from '@tote/ui/order-status-badge';
import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { Spinner } from '@tote/ui/spinner';
import { useDebouncedValue } from '@tote/ui/use-debounced-value';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { itemList } from './format';
import type { DeliveryRow, ListPage, StartAction, UseListPage } from './types';

const SEARCH_DEBOUNCE_MS = 300;

export interface DeliveriesTableProps<Page extends ListPage, Row extends DeliveryRow> {
  /** One page of a search, from the app's own endpoint. */
  usePage: UseListPage<{ q?: string; page: number; pageSize: number }, Page>;
  rowsOf: (page: Page) => Row[];
  /** Rows per page; the app's entry asks for the first page with the same size before the table loads. */
  pageSize: number;
  /** Where an item's link leads. */
  hrefOf: (row: Row) => string;
  /** The line under the items, e.g. "Electronics · TT-7K3Q9M". */
  noteOf: (row: Row) => string;
  /** The Traveler column. */
  travelerOf: (row: Row) => ReactNode;
  /** The search box's hint, written under it: what the server searches for this reader. */
  searchPlaceholder: string;
  /** What the table says before there is any delivery, and the way to the first one. */
  empty: { description: string; start: StartAction };
}

/**
 * The Deliveries table of the sender's Home and the traveler's Overview (docs/product/sender.md,
 * traveler.md), searched on the server and paged.
 */
export function DeliveriesTable<Page extends ListPage, Row extends DeliveryRow>({
  usePage,
  rowsOf,
  pageSize,
  hrefOf,
  noteOf,
  travelerOf,
  searchPlaceholder,
  empty,
}: DeliveriesTableProps<Page, Row>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePage({ q: q || undefined, page, pageSize });
  const data = list.data;
  const searching = q !== '';

  function onSearchChange(value: string) {
    setSearch(value);
    setPage(1);
  }

  if (data && data.total === 0 && !searching && search === '' && !list.isPlaceholderData) {
    return (
      <section className="flex flex-col items-center gap-2 rounded-card border border-line bg-surface px-4 py-8 text-center shadow-sm">
        <h2 className="text-base font-semibold text-ink">No deliveries yet</h2>
        <p className="max-w-sm text-sm text-muted">{empty.description}</p>
        <Link to={empty.start.href} className={`${buttonClasses()} mt-2`}>
          {empty.start.label}
        </Link>
      </section>
    );
  }

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'items',
      header: 'Items to be Delivered',
      render: (row) => (
        <div className="min-w-0">
          <Link
            to={hrefOf(row)}
            className="focus-ring rounded-sm font-semibold text-brand-700 hover:underline"
          >
            {itemList(row.itemNames)}
          </Link>
          <p className="text-xs text-muted">
            <WholeDeliveryId text={noteOf(row)} deliveryId={row.deliveryId} />
          </p>
        </div>
      ),
    },
    { key: 'traveler', header: 'Traveler', render: travelerOf },
    { key: 'status', header: 'Status', render: (row) => <OrderStatusBadge status={row.status} /> },
  ];

  return (
    <DataTable
      caption="Deliveries"
      columns={columns}
      rows={data ? rowsOf(data) : []}
      getRowId={(row) => row.deliveryId}
      search={{
        value: search,
        onChange: onSearchChange,
        label: 'Search deliveries',
        placeholder: 'Search deliveries',
        hint: searchPlaceholder,
      }}
      actions={list.isFetching ? <Spinner size="sm" label="Loading deliveries" /> : undefined}
      emptyState={
        list.isError ? (
          <span role="alert" className="text-danger-700">
            {list.error.message}
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

/** The text with its Delivery ID kept on one line: "Cosmetics · TT-P4YM3W" never breaks as "TT-" / "P4YM3W". */
function WholeDeliveryId({ text, deliveryId }: { text: string; deliveryId: string }) {
  const [before, ...rest] = text.split(deliveryId);
  if (rest.length === 0) return text;
  return (
    <>
      {before}
      <span className="whitespace-nowrap">{deliveryId}</span>
      {rest.join(deliveryId)}
    </>
  );
}
