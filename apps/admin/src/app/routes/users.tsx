import { EmptyState } from '@tote/ui/empty-state';
import { UsersIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function UsersRoute() {
  return (
    <ContentLayout title="Users">
      <EmptyState
        icon={<UsersIcon className="size-6" />}
        title="No users yet"
        description="Senders and travelers who sign up are listed here, with search and a way to message them."
      />
    </ContentLayout>
  );
}
