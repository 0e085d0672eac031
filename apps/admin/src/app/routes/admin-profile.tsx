import { EmptyState } from '@tote/ui/empty-state';
import { UserIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function AdminProfileRoute() {
  return (
    <ContentLayout title="Admin Profile">
      <EmptyState
        icon={<UserIcon className="size-6" />}
        title="Your activity log is empty"
        description="Matches you make are logged here; a match can be undone within 24 hours."
      />
    </ContentLayout>
  );
}
