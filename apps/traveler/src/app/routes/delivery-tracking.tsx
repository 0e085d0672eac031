import { EmptyState } from '@tote/ui/empty-state';
import { LocationIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function DeliveryTrackingRoute() {
  return (
    <ContentLayout title="Delivery Tracking">
      <EmptyState
        icon={<LocationIcon className="size-6" />}
        title="Nothing to track yet"
        description="When you carry an item, its timeline from match to arrival and the details of the delivery appear here."
      />
    </ContentLayout>
  );
}
