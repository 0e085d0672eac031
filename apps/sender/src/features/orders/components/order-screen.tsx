import type { Order } from '@tote/validation/orders';
import { DeliveryScreen } from '@tote/web/delivery-screen';
import type { ComponentProps, ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { isOrderNotFound, useOrder } from '../api/get-order';

/** A screen about the sender's order named by ?id=… (not found, loading and load errors are shared). */
export function OrderScreen({
  title,
  back,
  children,
}: Pick<ComponentProps<typeof DeliveryScreen>, 'title' | 'back'> & {
  children: (order: Order) => ReactNode;
}) {
  return (
    <DeliveryScreen
      title={title}
      back={back}
      useDelivery={useOrder}
      isNotFound={isOrderNotFound}
      notFound={{
        description: 'The link may be out of date or mistyped, or the delivery belongs to another account.',
        listHref: paths.delivery.getHref(),
      }}
    >
      {children}
    </DeliveryScreen>
  );
}
