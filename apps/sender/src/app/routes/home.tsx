import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { PackageIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function HomeRoute() {
  return (
    <ContentLayout title="Home">
      <EmptyState
        icon={<PackageIcon className="size-6" />}
        title="No deliveries yet"
        description="When you request a delivery, its traveler, status and your monthly total appear here."
        action={
          <Link to={paths.request.getHref()} className={buttonClasses()}>
            Request Delivery
          </Link>
        }
      />
    </ContentLayout>
  );
}
