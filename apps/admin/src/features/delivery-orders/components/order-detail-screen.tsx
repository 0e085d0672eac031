import { LoadError, LoadingState } from '@tote/ui/load-states';
import { ContentLayout } from '@tote/ui/page-layout';
import { countryName } from '@tote/validation/countries';
import { formatMoney, type Order, orderStatusLabels } from '@tote/validation/orders';
import { DisputeSection, useOrderDisputes } from '@tote/web/disputes';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useOrder } from '../api/get-order';
import { airportTime, kg } from '../format';
import { useIdParam } from '../use-id-param';
import { OrderCard } from './cards';
import { DetailList } from './detail-list';
import { OrderContentsSection } from './order-contents-section';
import { OrderMoneySection } from './order-money-section';
import { MissingId, Section } from './screen-parts';

/**
 * docs/product/admin.md, /dev-d?id=<Delivery ID>: Go Back to /admin-l, the order's card with Match, and
 * Shipping Details; then the order's Money for staff.
 */
export function OrderDetailScreen() {
  const deliveryId = useIdParam();
  return (
    <ContentLayout title="Sender Delivery Detail" back={{ href: paths.orders.getHref(), label: 'Go Back' }}>
      <div className="flex flex-col gap-6 p-3 sm:p-6">
        {deliveryId ? (
          <OrderDetail deliveryId={deliveryId} />
        ) : (
          <MissingId
            title="Choose an order"
            description="Open an order under Senders in Delivery Orders to see its shipping details."
          />
        )}
      </div>
    </ContentLayout>
  );
}

function OrderDetail({ deliveryId }: { deliveryId: string }) {
  const order = useOrder(deliveryId);
  if (order.isPending) return <LoadingState label="Loading the order" />;
  if (order.isError)
    return <LoadError error={order.error} onRetry={() => order.refetch()} retrying={order.isFetching} />;
  const data = order.data;
  return (
    <>
      <OrderCard order={data} linked={false} matchable={data.status === 'processing'}>
        <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Status</dt>
        <dd className="text-ink">{orderStatusLabels[data.status]}</dd>
        {data.courier && (
          <>
            <dt className="mt-2 text-xs text-muted min-[480px]:mt-0 min-[480px]:text-sm">Traveler</dt>
            <dd className="min-w-0 break-words text-ink">
              {data.courier.travelerName}
              {data.courier.airline &&
                ` · ${data.courier.airline} ${data.courier.flightNumber ?? ''}`.trimEnd()}
              {` · lands ${airportTime(data.courier.arrivalAt)}`}
            </dd>
          </>
        )}
      </OrderCard>
      <Section id="shipping-details" title="Shipping Details">
        <DetailList rows={shippingDetails(data)} />
      </Section>
      <OrderDisputes deliveryId={data.deliveryId} />
      <OrderContentsSection order={data} />
      <OrderMoneySection deliveryId={data.deliveryId} />
    </>
  );
}

/** The order's dispute, if any (ADR 019), with the way to the Disputes queue where it is resolved. */
function OrderDisputes({ deliveryId }: { deliveryId: string }) {
  const disputes = useOrderDisputes(deliveryId);
  return disputes.data?.disputes.map((dispute) => (
    <DisputeSection key={dispute.id} dispute={dispute} viewer="staff">
      {dispute.status === 'open' && (
        <Link
          to={paths.disputes.getHref()}
          className="focus-ring w-fit rounded-sm text-sm font-semibold text-brand-700 hover:underline"
        >
          Resolve it in Disputes
        </Link>
      )}
    </DisputeSection>
  ));
}

/** Shipping Details (docs/product/admin.md, /dev-d), filled from the order. */
function shippingDetails(order: Order): [string, string][] {
  const count = order.itemNames.length;
  return [
    ['Package Detail', `${order.category} · ${orderStatusLabels[order.status]}`],
    ['Package Name', order.itemNames.join(', ')],
    ['Item Description', `${count} ${count === 1 ? 'item' : 'items'} of ${order.category.toLowerCase()}`],
    ['Package Value', formatMoney(order.price)],
    ['Quantity in KG', kg(order.weightKg)],
    ['Address sending from', `${order.pickupAddress}, ${countryName(order.pickupCountry)}`],
    ['Address delivering', `${order.deliveryAddress}, ${countryName(order.deliveryCountry)}`],
    ['Name of Receiver', order.receiverName],
    ['Phone number of Receiver', order.receiverPhone],
  ];
}
