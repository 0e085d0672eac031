import { EmptyState } from '@tote/ui/empty-state';
import { SwitchIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function SenderMatchRoute() {
  return (
    <ContentLayout title="Match Sender">
      <EmptyState
        icon={<SwitchIcon className="size-6" />}
        title="No senders in sync"
        description="Senders whose orders fit the selected trip will be listed here to match with."
      />
    </ContentLayout>
  );
}
