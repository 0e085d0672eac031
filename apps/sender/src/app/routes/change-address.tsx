import { EmptyState } from '@tote/ui/empty-state';
import { LocationIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';

export default function ChangeAddressRoute() {
  return (
    <ContentLayout title="Change Address">
      <EmptyState
        icon={<LocationIcon className="size-6" />}
        title="No shipping address to change"
        description="While a delivery is on its way, you can update where it should be delivered here."
      />
    </ContentLayout>
  );
}
