import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { DashboardIcon } from '@tote/ui/icons';
import { ContentLayout } from '@tote/ui/page-layout';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function MainRoute() {
  return (
    <ContentLayout title="Dashboard">
      <EmptyState
        icon={<DashboardIcon className="size-6" />}
        title="Nothing here yet"
        description="An overview of your deliveries, messages and profile will appear here."
        action={
          <Link to={paths.request.getHref()} className={buttonClasses()}>
            Request Delivery
          </Link>
        }
      />
    </ContentLayout>
  );
}
