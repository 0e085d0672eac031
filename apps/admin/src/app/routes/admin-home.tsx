import { EmptyState } from '@tote/ui/empty-state';
import { DashboardIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function AdminHomeRoute() {
  return (
    <ContentLayout title="Home">
      <EmptyState
        icon={<DashboardIcon className="size-6" />}
        title="No activity yet"
        description="Counts of travelers, senders and monthly packages, and deliveries waiting for a status update, appear here."
      />
    </ContentLayout>
  );
}
