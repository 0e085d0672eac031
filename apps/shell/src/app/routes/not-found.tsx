import { NotFoundPage } from '@tote/ui/not-found-page';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  return (
    <NotFoundPage homeHref={paths.landing.getHref()} homeLabel="Go to the home page" variant="standalone" />
  );
}
