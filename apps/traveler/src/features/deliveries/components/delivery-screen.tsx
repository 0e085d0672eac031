import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { SearchIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import type { Delivery } from '@tote/validation/trips';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isDeliveryNotFound, useDelivery } from '../api/get-delivery';
import { useDeliveryId } from '../use-delivery-id';

/**
 * A screen about the delivery named by ?id=…: not found (no id, or a 404), loading, a load error with a retry,
 * and once loaded `children(delivery)`, all inside the page layout.
 */
export function DeliveryScreen({
  title,
  back,
  children,
}: {
  title: string;
  back: ComponentProps<typeof ContentLayout>['back'];
  children: (delivery: Delivery) => ReactNode;
}) {
  const deliveryId = useDeliveryId();
  const delivery = useDelivery(deliveryId);

  let content: ReactNode;
  if (!deliveryId || (delivery.isError && isDeliveryNotFound(delivery.error))) content = <DeliveryNotFound />;
  else if (delivery.isPending) content = <LoadingState label="Loading delivery" />;
  else if (delivery.isError)
    content = (
      <LoadError error={delivery.error} onRetry={() => delivery.refetch()} retrying={delivery.isFetching} />
    );
  else content = children(delivery.data);

  return (
    <ContentLayout title={title} back={back}>
      {content}
    </ContentLayout>
  );
}

/** An unknown or mistyped Delivery ID, or one another traveler carries (the API answers 404 for all three). */
function DeliveryNotFound() {
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title="We couldn't find that delivery"
      description="The link may be out of date or mistyped, or the delivery is not on one of your trips."
      action={
        <Link to={paths.deliveryOrder.getHref()} className={buttonClasses()}>
          See your deliveries
        </Link>
      }
    />
  );
}
