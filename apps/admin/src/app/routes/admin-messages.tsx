import { EmptyState } from '@tote/ui/empty-state';
import { MessageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function AdminMessagesRoute() {
  return (
    <ContentLayout title="Messages">
      <EmptyState
        icon={<MessageIcon className="size-6" />}
        title="No conversations yet"
        description="Messages from senders and travelers appear here, with unread counts."
      />
    </ContentLayout>
  );
}
