import { EmptyState } from '@tote/ui/empty-state';
import { UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function ProfileTRoute() {
  return (
    <ContentLayout title="Profile">
      <EmptyState
        icon={<UserIcon className="size-6" />}
        title="Your profile is being set up"
        description="Your photo, location, rating, reviews and settings will appear here."
      />
    </ContentLayout>
  );
}
