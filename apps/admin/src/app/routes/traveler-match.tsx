import { EmptyState } from '@tote/ui/empty-state';
import { SwitchIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function TravelerMatchRoute() {
  return (
    <ContentLayout title="Match Traveler">
      <EmptyState
        icon={<SwitchIcon className="size-6" />}
        title="No travelers in sync"
        description="Travelers whose trips fit the selected order will be listed here to match with."
      />
    </ContentLayout>
  );
}
