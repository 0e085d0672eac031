import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import type { Order } from '@tote/validation/orders';
import type { ComponentProps, ReactNode } from 'react';
import { isOrderNotFound, useOrder } from '../api/get-order';
import { useDeliveryId } from '../use-delivery-id';
import { OrderNotFound } from './order-not-found';

/**
 * A screen about the order named by ?id=…: not found (no id, or a 404), loading, a load error with a retry, and
 * once loaded `children(order)`, all inside the page layout.
 */
export function OrderScreen({
  title,
  back,
  children,
}: {
  title: string;
  back: ComponentProps<typeof ContentLayout>['back'];
  children: (order: Order) => ReactNode;
}) {
  const deliveryId = useDeliveryId();
  const order = useOrder(deliveryId);

  let content: ReactNode;
  if (!deliveryId || (order.isError && isOrderNotFound(order.error))) content = <OrderNotFound />;
  else if (order.isPending) content = <LoadingState label="Loading delivery" />;
  else if (order.isError)
    content = <LoadError error={order.error} onRetry={() => order.refetch()} retrying={order.isFetching} />;
  else content = children(order.data);

  return (
    <ContentLayout title={title} back={back}>
      {content}
    </ContentLayout>
  );
}
