import type { Delivery } from '@tote/validation/trips';
import { DeliveryScreen as SharedDeliveryScreen } from '@tote/web/delivery-screen';
import type { ComponentProps, ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { isDeliveryNotFound, useDelivery } from '../api/get-delivery';

/** A screen about the traveler's delivery named by ?id=… (not found, loading and load errors are shared). */
export function DeliveryScreen({
  title,
  back,
  children,
}: Pick<ComponentProps<typeof SharedDeliveryScreen>, 'title' | 'back'> & {
  children: (delivery: Delivery) => ReactNode;
}) {
  return (
    <SharedDeliveryScreen
      title={title}
      back={back}
      useDelivery={useDelivery}
      isNotFound={isDeliveryNotFound}
      notFound={{
        description: 'The link may be out of date or mistyped, or the delivery is not on one of your trips.',
        listHref: paths.deliveryOrder.getHref(),
      }}
    >
      {children}
    </SharedDeliveryScreen>
  );
}
