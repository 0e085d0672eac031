import { EmptyState } from '@tote/ui/empty-state';
import { MessageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function MessageTRoute() {
  return (
    <ContentLayout title="Messages">
      <EmptyState
        icon={<MessageIcon className="size-6" />}
        title="No messages yet"
        description="Your conversations with the Tote admin team appear here."
      />
    </ContentLayout>
  );
}
