import { Button, buttonClasses } from '@tote/ui/button';
import { CountrySelect } from '@tote/ui/country-select';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { useToast } from '@tote/ui/toast';
import { ChangeAddressSchema, type Order } from '@tote/validation/orders';
import { useDeliveryId } from '@tote/web/use-delivery-id';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useChangeOrderAddress } from '../api/change-order-address';
import { OrderScreen } from './order-screen';

/**
 * docs/product/sender.md, Change Address (/change-address?id=…), reached from the tracking page's Shipping
 * Address box.
 */
export function ChangeAddressScreen() {
  const deliveryId = useDeliveryId();
  const back = deliveryId
    ? { href: paths.deliveryTracking.getHref(deliveryId), label: 'Back to tracking' }
    : { href: paths.delivery.getHref(), label: 'Back to Deliveries' };

  return (
    <OrderScreen title="Change Address" back={back}>
      {/* Keyed by order, so the form starts from this order's address. */}
      {(order) => <ChangeAddressForm key={order.deliveryId} order={order} />}
    </OrderScreen>
  );
}

function ChangeAddressForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const toast = useToast();
  const changeAddress = useChangeOrderAddress(order.deliveryId);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: ChangeAddressSchema,
    initialValues: { deliveryAddress: order.deliveryAddress, deliveryCountry: order.deliveryCountry },
  });
  const trackingHref = paths.deliveryTracking.getHref(order.deliveryId);

  const onSubmit = form.handleSubmit((address) => {
    if (changeAddress.isPending) return;
    setFormError(undefined);
    changeAddress.mutate(address, {
      onSuccess: () => {
        toast.show({
          tone: 'success',
          title: 'Address changed',
          description: `${order.deliveryId} will be delivered to the new address.`,
        });
        navigate(trackingHref);
      },
      // 409 order_shipped: the order shipped since this page opened; its message says so.
      onError: (error) =>
        setFormError(
          form.applyServerError(error, (key) => key === 'deliveryAddress' || key === 'deliveryCountry'),
        ),
    });
  });

  if (!order.canChangeAddress) {
    return (
      <div className="flex flex-col items-start gap-4 p-4 sm:p-6">
        <p className="text-ink">
          {order.status === 'cancelled'
            ? 'This delivery was cancelled, so its address can no longer be changed.'
            : 'This delivery has shipped, so its address can no longer be changed.'}
        </p>
        <Link to={trackingHref} className={buttonClasses({ variant: 'outline' })}>
          Back to tracking
        </Link>
      </div>
    );
  }

  const text = (name: 'deliveryAddress') => ({
    name,
    value: form.values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => form.setValue(name, event.target.value),
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => form.markLeft(name, event),
    error: form.errorOf(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-4 sm:p-6">
      <p className="text-sm text-muted">
        Where should <span className="font-mono font-semibold text-ink">{order.deliveryId}</span> be
        delivered? You can change this until the traveler sets off.
      </p>
      <FormAlert>{formError}</FormAlert>
      <TextField label="Address delivering to" required autoComplete="off" {...text('deliveryAddress')} />
      <CountrySelect
        label="Country delivering to"
        required
        name="deliveryCountry"
        wrapperClassName="sm:max-w-xs"
        value={form.values.deliveryCountry}
        onChange={(value) => form.setValue('deliveryCountry', value)}
        onBlur={(event) => form.markLeft('deliveryCountry', event)}
        error={form.errorOf('deliveryCountry')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={trackingHref} className={buttonClasses({ variant: 'outline' })}>
          Cancel
        </Link>
        <Button type="submit" loading={changeAddress.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
