import { EmptyState } from '@tote/ui/empty-state';
import { DashboardIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function MainRoute() {
  return (
    <ContentLayout title="Dashboard">
      <EmptyState
        icon={<DashboardIcon className="size-6" />}
        title="Nothing here yet"
        description="An overview of your trips, deliveries, wallet and messages will appear here."
      />
    </ContentLayout>
  );
}
