import { EmptyState } from '@tote/ui/empty-state';
import { UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function TravelerPRoute() {
  return (
    <ContentLayout title="Traveler Profile">
      <EmptyState
        icon={<UserIcon className="size-6" />}
        title="No profile to show yet"
        description="A traveler's photo, location and number of items delivered appear here."
      />
    </ContentLayout>
  );
}
