import { EmptyState } from '@tote/ui/empty-state';
import { LocationIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function DeliveryTrackingRoute() {
  return (
    <ContentLayout title="Delivery Tracking">
      <EmptyState
        icon={<LocationIcon className="size-6" />}
        title="Nothing to track yet"
        description="Once a traveler carries your items, the timeline from order to delivery and the shipping address appear here."
      />
    </ContentLayout>
  );
}
