import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function AdminOrdersRoute() {
  return (
    <ContentLayout title="Delivery Orders">
      <EmptyState
        icon={<PackageIcon className="size-6" />}
        title="No delivery orders yet"
        description="Sender requests and traveler trips waiting to be matched appear here."
      />
    </ContentLayout>
  );
}
