import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PlaneIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function TravelerDeliveryDetailRoute() {
  return (
    <ContentLayout title="Traveler Delivery Detail">
      <EmptyState
        icon={<PlaneIcon className="size-6" />}
        title="No trip selected"
        description="Open a traveler trip from Delivery Orders to see its details and match it."
        action={
          <Link to={paths.orders.getHref()} className={buttonClasses()}>
            Go to Delivery Orders
          </Link>
        }
      />
    </ContentLayout>
  );
}
