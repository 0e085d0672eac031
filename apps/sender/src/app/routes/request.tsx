import { EmptyState } from '@tote/ui/empty-state';
import { UploadIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function RequestRoute() {
  return (
    <ContentLayout title="Request Delivery">
      <EmptyState
        icon={<UploadIcon className="size-6" />}
        title="The request form is coming soon"
        description="Here you will describe your items, add photos and choose where they go, then connect with a traveler."
      />
    </ContentLayout>
  );
}
