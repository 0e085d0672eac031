import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { SearchIcon } from '@tote/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** An unknown, mistyped or someone else's Delivery ID (the API answers 404 for all three). */
export function OrderNotFound() {
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title="We couldn't find that delivery"
      description="The link may be out of date or mistyped, or the delivery belongs to another account."
      action={
        <Link to={paths.delivery.getHref()} className={buttonClasses()}>
          See your deliveries
        </Link>
      }
    />
  );
}
