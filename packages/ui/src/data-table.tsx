import { type Key, type ReactNode, useId } from 'react';
import { cx } from './class-names';
import { SearchIcon } from './icons';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  className?: string;
}

export interface DataTableSearch {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Accessible name of the search box, e.g. "Search deliveries". */
  label: string;
  /**
   * What can be searched for ("Search items, traveler or Delivery ID"), written under the box: a placeholder that
   * long is cut short at phone widths, and disappears as soon as the person types.
   */
  hint?: string;
}

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  getRowId: (row: Row) => Key;
  /** Filtering is the caller's job (it owns the rows); this only renders the box. */
  search?: DataTableSearch;
  emptyState?: ReactNode;
  caption: ReactNode;
  /** Keep the caption for screen readers but do not show it (a visible heading already names the table). */
  hideCaption?: boolean;
  /** Content between the caption and the search box, e.g. a "See all" link. */
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  search,
  emptyState = 'Nothing to show yet.',
  caption,
  hideCaption = false,
  actions,
  footer,
  className,
}: DataTableProps<Row>) {
  const searchId = useId();
  const searchHintId = useId();
  const captionId = useId();
  return (
    <div
      className={cx(
        // A size container: the table stacks by the room it has (a phone, a narrow column), not the viewport.
        '@container flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm',
        className,
      )}
    >
      {(search || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {search && (
            <div className="w-full max-w-xs">
              <label htmlFor={searchId} className="sr-only">
                {search.label}
              </label>
              <div className="relative">
                <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
                <input
                  id={searchId}
                  type="search"
                  value={search.value}
                  onChange={(event) => search.onChange(event.target.value)}
                  placeholder={search.placeholder ?? 'Search'}
                  aria-describedby={search.hint ? searchHintId : undefined}
                  className="focus-ring block min-h-10 w-full rounded-control border border-line bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-grey-500"
                />
              </div>
              {search.hint && (
                <p id={searchHintId} className="mt-1 text-xs text-muted">
                  {search.hint}
                </p>
              )}
            </div>
          )}
          {actions}
        </div>
      )}
      {/* A focusable, named region so keyboard users can scroll a wide table on a small screen. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="focus-ring -mx-4 overflow-x-auto px-4"
      >
        {/*
          Below 32rem of room each row stacks as a card, its cells labelled with their column's header, so a
          phone needs no sideways scroll. The visible labels are aria-hidden: the column headers, visually hidden
          there, still name each cell for screen readers.
        */}
        {/* biome-ignore-start lint/a11y/noRedundantRoles: explicit roles keep the table's semantics once CSS changes how its parts display (WebKit drops them otherwise) */}
        <table
          role="table"
          className="w-full border-collapse text-left text-sm @max-lg:block @lg:min-w-[32rem]"
        >
          <caption
            id={captionId}
            className={cx(
              hideCaption ? 'sr-only' : 'pb-2 text-left text-base font-semibold text-ink @max-lg:block',
            )}
          >
            {caption}
          </caption>
          <thead role="rowgroup" className="@max-lg:sr-only">
            <tr role="row" className="border-b border-line">
              {columns.map((column) => (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  className={cx('px-3 py-2 font-semibold text-muted', column.className)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="@max-lg:block">
            {rows.length === 0 ? (
              <tr role="row" className="@max-lg:block">
                <td
                  role="cell"
                  colSpan={columns.length}
                  className="px-3 py-6 text-center text-muted @max-lg:block"
                >
                  {emptyState}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={getRowId(row)}
                  role="row"
                  className="border-b border-grey-100 last:border-0 @max-lg:flex @max-lg:flex-col @max-lg:gap-2 @max-lg:py-3"
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      role="cell"
                      className={cx(
                        'px-3 py-3 align-middle text-ink',
                        '@max-lg:grid @max-lg:grid-cols-[minmax(0,5.5rem)_minmax(0,1fr)] @max-lg:items-baseline @max-lg:gap-2 @max-lg:p-0',
                        column.className,
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className="hidden text-xs font-semibold text-muted @max-lg:block"
                      >
                        {column.header}
                      </span>
                      <div className="min-w-0">{column.render(row)}</div>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
        {/* biome-ignore-end lint/a11y/noRedundantRoles: see above */}
      </section>
      {footer && <div>{footer}</div>}
    </div>
  );
}
