import { EmptyState } from '@tote/ui/empty-state';
import { MessageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function MessageRoute() {
  return (
    <ContentLayout title="Messages">
      <EmptyState
        icon={<MessageIcon className="size-6" />}
        title="No messages yet"
        description="Conversations with your traveler and the Tote team appear here."
      />
    </ContentLayout>
  );
}
