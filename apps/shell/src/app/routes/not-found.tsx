import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { AlertIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-center text-3xl font-extrabold tracking-tight text-ink">Page not found</h1>
      <EmptyState
        icon={<AlertIcon className="size-6" />}
        title="We couldn't find that page"
        description="The link may be out of date or mistyped."
        action={
          <Link to={paths.landing.getHref()} className={buttonClasses()}>
            Go to the home page
          </Link>
        }
      />
    </div>
  );
}
