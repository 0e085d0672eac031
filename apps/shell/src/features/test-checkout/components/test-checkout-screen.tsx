import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { LoadError, LoadingState } from '@tote/ui/load-states';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { formatMoney } from '@tote/validation/orders';
import { TestCardSchema } from '@tote/validation/payments';
import { useState } from 'react';
import { AuthLayout } from '../../../components/auth-layout';
import { usePayTestCheckout, useTestCheckout } from '../api/test-checkout';

/** The cards this provider knows, as the well-known test cards behave. */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'is authorized'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
] as const;

/**
 * The built-in test provider's hosted checkout (docs/decisions/017-payments-and-escrow.md): where the sender
 * lands after pressing Pay when Tote runs without a real provider. It stands in for Stripe's page: the card goes
 * to the provider, never to Tote's order screens, and the outcome comes back to Tote through the signed webhook.
 */
export function TestCheckoutScreen({ sessionId }: { sessionId: string }) {
  const checkout = useTestCheckout(sessionId);
  const pay = usePayTestCheckout(sessionId);
  const [declined, setDeclined] = useState<string | null>(null);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: TestCardSchema,
    initialValues: { cardNumber: '', expiry: '', cvc: '' },
  });

  if (checkout.isPending) return <LoadingState label="Loading the checkout" />;
  if (checkout.isError) {
    const gone = checkout.error instanceof ApiError && [404, 410].includes(checkout.error.status);
    return (
      <AuthLayout title="Test checkout" subtitle={gone ? checkout.error.message : undefined}>
        {gone ? (
          <p className="text-muted">Go back to your order and press Pay again.</p>
        ) : (
          <LoadError
            error={checkout.error}
            onRetry={() => checkout.refetch()}
            retrying={checkout.isFetching}
          />
        )}
      </AuthLayout>
    );
  }

  const session = checkout.data;
  const onSubmit = form.handleSubmit((card) => {
    if (pay.isPending) return;
    setDeclined(null);
    setFormError(undefined);
    pay.mutate(card, {
      onSuccess: (result) => {
        if (result.outcome === 'authorized' && result.redirectUrl) window.location.assign(result.redirectUrl);
        else setDeclined(result.reason ?? 'The card was declined.');
      },
      onError: (error) => setFormError(form.applyServerError(error, () => true)),
    });
  });

  return (
    <AuthLayout
      title={`Pay ${formatMoney(session.amount)}`}
      subtitle={
        <>
          {session.description}. <span className="font-semibold">Test payments</span>: no real card is
          charged.
        </>
      }
    >
      {session.status !== 'open' ? (
        <p role="status" className="text-muted">
          {session.status === 'complete'
            ? 'This checkout is already paid.'
            : 'This checkout has expired. Go back to the order and press Pay again.'}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormAlert>{declined ?? formError}</FormAlert>
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            required
            {...form.textField('cardNumber')}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              label="Expiry"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              required
              {...form.textField('expiry')}
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              required
              {...form.textField('cvc')}
            />
          </div>
          <Button type="submit" size="lg" fullWidth loading={pay.isPending} className="mt-2">
            Pay {formatMoney(session.amount)}
          </Button>
        </form>
      )}
      <a
        href={session.cancelUrl}
        className="focus-ring mt-6 inline-block rounded-sm text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        Back to the order
      </a>
      <section aria-labelledby="test-cards" className="mt-6 rounded-lg bg-canvas p-4 text-sm">
        <h2 id="test-cards" className="font-semibold text-ink">
          Test cards (any future expiry, any CVC)
        </h2>
        <ul className="mt-2 space-y-1 text-muted">
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <span className="font-mono text-ink">{number}</span> {outcome}
            </li>
          ))}
        </ul>
      </section>
    </AuthLayout>
  );
}
