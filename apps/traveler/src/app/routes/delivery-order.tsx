import { EmptyState } from '@tote/ui/empty-state';
import { TruckIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function DeliveryOrderRoute() {
  return (
    <ContentLayout title="Deliveries">
      <EmptyState
        icon={<TruckIcon className="size-6" />}
        title="No delivery orders yet"
        description="Items you are matched to carry are listed here by status: processing, delivered and cancelled."
      />
    </ContentLayout>
  );
}
