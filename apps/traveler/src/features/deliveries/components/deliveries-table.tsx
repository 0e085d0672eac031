import { DeliveriesTable as SharedDeliveriesTable } from '@tote/web/deliveries-table';
import { paths } from '../../../config/paths';
import { useDeliveries } from '../api/get-deliveries';
import { deliveryHref } from '../delivery-links';
import { HOME_PAGE_SIZE } from '../home-deliveries';

/** docs/product/traveler.md, Overview: the Deliveries table, searched on the server and paged. */
export function DeliveriesTable() {
  return (
    <SharedDeliveriesTable
      usePage={useDeliveries}
      rowsOf={(page) => page.deliveries}
      pageSize={HOME_PAGE_SIZE}
      hrefOf={deliveryHref}
      noteOf={(delivery) => `${delivery.category} · ${delivery.deliveryId} · from ${delivery.senderName}`}
      travelerOf={(delivery) => delivery.travelerName}
      searchPlaceholder="Search items, sender or Delivery ID"
      empty={{
        description:
          'Once staff match a sender’s items to one of your trips, the delivery is listed here with its status.',
        start: { href: paths.travelerRequest.getHref(), label: 'Upload Traveler Details' },
      }}
    />
  );
}
