import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function SenderDeliveryDetailRoute() {
  return (
    <ContentLayout title="Sender Delivery Detail">
      <EmptyState
        icon={<PackageIcon className="size-6" />}
        title="No delivery selected"
        description="Open a sender order from Delivery Orders to see its shipping details and match it."
        action={
          <Link to={paths.orders.getHref()} className={buttonClasses()}>
            Go to Delivery Orders
          </Link>
        }
      />
    </ContentLayout>
  );
}
