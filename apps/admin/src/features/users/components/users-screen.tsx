import { EmptyState } from '@tote/ui/empty-state';
import { SearchIcon, UsersIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { Tabs } from '@tote/ui/tabs';
import { TextField } from '@tote/ui/text-field';
import { ListPagination } from '../../../lib/list-pagination';
import { useListParams } from '../../../lib/use-list-params';
import { useAdminUsers } from '../api/get-admin-users';
import { UserCard } from './user-card';

const USERS_PAGE_SIZE = 12;

const TABS = ['senders', 'travelers'] as const;
type Tab = (typeof TABS)[number];
const tabLabels: Record<Tab, string> = { senders: 'Senders', travelers: 'Travelers' };
const roleOf = { senders: 'sender', travelers: 'traveler' } as const;

/**
 * docs/product/admin.md, /user: tabs Senders (default) and Travelers, a search box and user cards. Searched and
 * paged on the server; the tab and the page live in the URL so Back returns to them (useListParams).
 */
export function UsersScreen() {
  const { tab, page, search, q, selectTab, selectPage, changeSearch } = useListParams(TABS, 'senders');
  return (
    <ContentLayout title="Users">
      <div className="flex flex-col gap-4 p-3 sm:p-6">
        <TextField
          type="search"
          label={tab === 'senders' ? 'Search senders' : 'Search travelers'}
          placeholder="Name, email, city or country"
          startAdornment={<SearchIcon aria-hidden="true" className="size-4" />}
          className="pl-9"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
        <Tabs
          label="Users"
          selectedId={tab}
          onChange={selectTab}
          tabs={TABS.map((id) => ({
            id,
            label: tabLabels[id],
            content: <UserList tab={id} q={q} page={page} onPageChange={selectPage} />,
          }))}
        />
      </div>
    </ContentLayout>
  );
}

function UserList({
  tab,
  q,
  page,
  onPageChange,
}: {
  tab: Tab;
  q: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const role = roleOf[tab];
  const users = useAdminUsers({ role, q: q || undefined, page, pageSize: USERS_PAGE_SIZE });
  const noun = tabLabels[tab].toLowerCase();
  if (users.isPending) return <LoadingState label={`Loading ${noun}`} />;
  if (users.isError)
    return <LoadError error={users.error} onRetry={() => users.refetch()} retrying={users.isFetching} />;
  const { users: rows, total, pageSize } = users.data;
  if (total === 0)
    return (
      <EmptyState
        icon={<UsersIcon className="size-6" />}
        title={q ? `No ${noun} match “${q}”` : `No ${noun} yet`}
        description={
          tab === 'senders'
            ? 'People who send items with Tote are listed here.'
            : 'People who carry items on their trips are listed here, with their verification.'
        }
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <ul
        className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
        aria-busy={users.isPlaceholderData || undefined}
      >
        {rows.map((user) => (
          <li key={user.id}>
            <UserCard user={user} role={role} />
          </li>
        ))}
      </ul>
      <ListPagination
        label={`${tabLabels[tab]} pages`}
        searched={Boolean(q)}
        page={users.data.page}
        total={total}
        pageSize={pageSize}
        onPageChange={onPageChange}
      />
    </div>
  );
}
