import { EmptyState } from '@tote/ui/empty-state';
import { UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function SenderProfileRoute() {
  return (
    <ContentLayout title="Profile">
      <EmptyState
        icon={<UserIcon className="size-6" />}
        title="Your profile is being set up"
        description="Your name, photo, country, rating and reviews will appear here."
      />
    </ContentLayout>
  );
}
