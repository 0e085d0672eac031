import type { UseQueryResult } from '@tanstack/react-query';
import { buttonClasses } from '@tote/ui/button';
import { EmptyState } from '@tote/ui/empty-state';
import { SearchIcon } from '@tote/ui/icons';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDeliveryId } from './use-delivery-id';

export interface DeliveryScreenProps<Delivery> {
  title: string;
  back: ComponentProps<typeof ContentLayout>['back'];
  /** The app's detail hook (useOrder, useDelivery); it waits while the id is undefined. */
  useDelivery: (deliveryId: string | undefined) => UseQueryResult<Delivery, Error>;
  /** True for the API's 404: unknown, or not this reader's. */
  isNotFound: (error: unknown) => boolean;
  /** Why a link may not find a delivery, in the reader's role, and where their deliveries are. */
  notFound: { description: string; listHref: string };
  children: (delivery: Delivery) => ReactNode;
}

/**
 * A screen about the delivery named by ?id=…: not found (no id, or a 404), loading, a load error with a retry,
 * and once loaded `children(delivery)`, all inside the page layout.
 */
export function DeliveryScreen<Delivery>({
  title,
  back,
  useDelivery,
  isNotFound,
  notFound,
  children,
}: DeliveryScreenProps<Delivery>) {
  const deliveryId = useDeliveryId();
  const delivery = useDelivery(deliveryId);

  let content: ReactNode;
  if (!deliveryId || (delivery.isError && isNotFound(delivery.error)))
    content = <DeliveryNotFound {...notFound} />;
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

/** An unknown, mistyped or someone else's Delivery ID (the API answers 404 for all three). */
function DeliveryNotFound({ description, listHref }: DeliveryScreenProps<unknown>['notFound']) {
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title="We couldn't find that delivery"
      description={description}
      action={
        <Link to={listHref} className={buttonClasses()}>
          See your deliveries
        </Link>
      }
    />
  );
}
