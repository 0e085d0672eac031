import { buttonClasses } from '@tote/ui/button';
import { DeliveryScreen } from '@tote/web/delivery-screen';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isReceiptNotFound, useReceipt } from '../api/get-receipt';
import { ReceiptView } from './receipt';

/** `/receipt?id=TT-…`: a paid order's receipt, from its tracking page, to read or print. */
export function ReceiptScreen() {
  return (
    <DeliveryScreen
      title="Receipt"
      back={{ href: paths.delivery.getHref(), label: 'Back to Deliveries' }}
      useDelivery={useReceipt}
      isNotFound={isReceiptNotFound}
      notFound={{
        description:
          'A delivery has a receipt once it is paid. The link may also be mistyped, or the delivery belongs to another account.',
        listHref: paths.delivery.getHref(),
      }}
    >
      {(receipt) => (
        <div className="flex flex-col gap-4 p-4 sm:p-6 print:p-0">
          <ReceiptView receipt={receipt} />
          <div className="print:hidden">
            <Link
              to={paths.deliveryTracking.getHref(receipt.deliveryId)}
              className={buttonClasses({ variant: 'outline' })}
            >
              Track this delivery
            </Link>
          </div>
        </div>
      )}
    </DeliveryScreen>
  );
}
