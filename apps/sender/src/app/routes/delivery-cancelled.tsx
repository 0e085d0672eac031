import { EmptyState } from '@tote/ui/empty-state';
import { CancelledIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function DeliveryCancelledRoute() {
  return (
    <ContentLayout title="Delivery Cancelled">
      <EmptyState
        icon={<CancelledIcon className="size-6" />}
        title="No cancelled deliveries"
        description="If a delivery is cancelled, its details and what happens next are shown here."
      />
    </ContentLayout>
  );
}
