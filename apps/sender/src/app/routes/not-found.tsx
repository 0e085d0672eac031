import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { ContentLayout } from '../../components/content-layout';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <ContentLayout title="Page not found">
      <EmptyState
        icon={<AlertIcon className="size-6" />}
        title="We couldn't find that page"
        description="The link may be out of date or mistyped."
        action={
          <Link to={paths.home.getHref()} className={buttonClasses()}>
            Go to Home
          </Link>
        }
      />
    </ContentLayout>
  );
}
