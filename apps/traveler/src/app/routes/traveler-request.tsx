import { EmptyState } from '@tote/ui/empty-state';
import { PlaneIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function TravelerRequestRoute() {
  return (
    <ContentLayout title="Upload Travel Details">
      <EmptyState
        icon={<PlaneIcon className="size-6" />}
        title="The trip form is coming soon"
        description="Here you will enter your departure, arrival country, address, date and time, the weight you can carry and your price."
      />
    </ContentLayout>
  );
}
