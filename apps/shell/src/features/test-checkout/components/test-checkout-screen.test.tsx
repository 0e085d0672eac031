import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { paymentMessages, testCardMessages } from '@tote/validation/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestCheckoutScreen } from './test-checkout-screen';

const SESSION_ID = 'cs_test_abcdefghijklmnopqrstuvwx';
const session = {
  id: SESSION_ID,
  amount: { amountMinor: 2750, currency: 'USD' },
  description: 'Carriage of TT-7K3Q9M',
  status: 'open',
  cancelUrl: 'http://localhost:3001/delivery-tracking?id=TT-7K3Q9M',
} as const;
const route = `/test-provider/sessions/${SESSION_ID}`;

async function payWith(cardNumber: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(fieldLabelled('Card number')), cardNumber);
  await user.type(screen.getByLabelText(fieldLabelled('Expiry')), '12/34');
  await user.type(screen.getByLabelText(fieldLabelled('CVC')), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $27.50' }));
}

describe('the test provider’s checkout page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the amount and what it is for, and sends the sender on after an authorization', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      [`GET ${route}`]: { body: session },
      [`POST ${route}/pay`]: {
        body: {
          outcome: 'authorized',
          reason: null,
          redirectUrl: 'http://localhost:3001/payment-successful?order=TT-7K3Q9M',
        },
      },
    });
    renderScreen(<TestCheckoutScreen sessionId={SESSION_ID} />, { path: '/test-checkout/x' });
    expect(await screen.findByRole('heading', { name: 'Pay $27.50' })).toBeInTheDocument();
    expect(screen.getByText(/Carriage of TT-7K3Q9M/)).toBeInTheDocument();
    await payWith('4242 4242 4242 4242');
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3001/payment-successful?order=TT-7K3Q9M'),
    );
    expect(api.calls.at(-1)?.body).toEqual({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' });
  });

  it('shows the provider’s reason for a declined card and lets the sender try again', async () => {
    mockApi({
      [`GET ${route}`]: { body: session },
      [`POST ${route}/pay`]: {
        body: { outcome: 'declined', reason: paymentMessages.insufficientFunds, redirectUrl: null },
      },
    });
    renderScreen(<TestCheckoutScreen sessionId={SESSION_ID} />, { path: '/test-checkout/x' });
    await payWith('4000 0000 0000 9995');
    expect(await screen.findByText(paymentMessages.insufficientFunds)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $27.50' })).toBeEnabled();
  });

  it('checks the card fields before sending anything', async () => {
    const api = mockApi({ [`GET ${route}`]: { body: session } });
    renderScreen(<TestCheckoutScreen sessionId={SESSION_ID} />, { path: '/test-checkout/x' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $27.50' }));
    expect(screen.getByText(testCardMessages.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(testCardMessages.expiryInvalid)).toBeInTheDocument();
    expect(screen.getByText(testCardMessages.cvcInvalid)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('says so when the checkout has expired', async () => {
    mockApi({
      [`GET ${route}`]: apiError(410, 'checkout_expired', paymentMessages.checkoutExpired),
    });
    renderScreen(<TestCheckoutScreen sessionId={SESSION_ID} />, { path: '/test-checkout/x' });
    expect(await screen.findByText(paymentMessages.checkoutExpired)).toBeInTheDocument();
  });
});
