import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { TruckIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function DeliveryRoute() {
  return (
    <ContentLayout title="Deliveries">
      <EmptyState
        icon={<TruckIcon className="size-6" />}
        title="No deliveries yet"
        description="Every delivery you request is listed here with its traveler and status."
        action={
          <Link to={paths.request.getHref()} className={buttonClasses()}>
            Request Delivery
          </Link>
        }
      />
    </ContentLayout>
  );
}
