import { Pagination, pageCountOf } from '@tote/ui/pagination';
import { SEARCHED_LIST_UP_TO } from '@tote/validation/admin';

/**
 * A staff list's pages (/admin-l, /user). A search reaches its first SEARCHED_LIST_UP_TO hits and its total
 * stops there, so when it has that many the list says so and asks for more letters, as the search box does.
 */
export function ListPagination({
  label,
  searched,
  page,
  total,
  pageSize,
  onPageChange,
}: {
  label: string;
  searched: boolean;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <>
      <Pagination
        label={label}
        page={page}
        pageCount={pageCountOf(total, pageSize)}
        onPageChange={onPageChange}
      />
      {searched && total >= SEARCHED_LIST_UP_TO && (
        <p className="text-center text-xs text-muted">
          The first {SEARCHED_LIST_UP_TO.toLocaleString('en-US')} results; type more to narrow it.
        </p>
      )}
    </>
  );
}
