import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { buildPaidPayment, buildPayment, buildReceipt } from '@tote/testing/payments';
import { renderScreen } from '@tote/testing/render';
import { paymentMessages } from '@tote/validation/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { PaymentSuccessfulScreen } from './payment-successful-screen';

const ID = 'TT-AAAAAA';
// Checks a few milliseconds apart, so the wait for the webhook runs its course within a test.
const quick = { intervalMs: 10, checks: 3 };

const renderSuccess = (path = `/payment-successful?order=${ID}`) =>
  renderScreen(<PaymentSuccessfulScreen schedule={quick} />, { path });

describe('/payment-successful (ADR 017)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('confirms the payment and shows its receipt and what happens next', async () => {
    mockApi({
      [`GET /orders/${ID}/payment`]: { body: buildPaidPayment() },
      [`GET /orders/${ID}/receipt`]: { body: buildReceipt() },
    });
    renderSuccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    const banner = screen.getByRole('region', { name: 'Payment successful' });
    expect(banner).toHaveTextContent('$33.00');
    expect(banner).toHaveTextContent(`Delivery ID ${ID}`);

    const receipt = await screen.findByRole('article', { name: 'Tote receipt' });
    const rows = Object.fromEntries(
      within(receipt)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(rows).toMatchObject({
      'Receipt number': 'R-2026-000042',
      'Delivery ID': ID,
      'Paid by': 'Ada Lovelace',
      For: 'Carriage of Gadgets: Laptop, Charger',
      Route: 'Lagos, Nigeria → Kigali, Rwanda',
      Traveler: 'Amina',
      Weight: '2.5 kg',
      Payment: 'Paid — held until delivery',
      'Total paid': '$33.00',
    });
    expect(rows['Paid on']).toMatch(/2026/);
    expect(receipt).toHaveTextContent('2.5 kg × $12.00 per kg$30.00');
    expect(receipt).toHaveTextContent('Tote service fee10 %, at least $2.00$3.00');

    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('Your traveler will pick up the items; you’ll be told when they do.');
    expect(within(next).getByRole('link', { name: 'Back to tracking' })).toHaveAttribute(
      'href',
      `/delivery-tracking?id=${ID}`,
    );
  });

  it('prints the receipt with the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({
      [`GET /orders/${ID}/payment`]: { body: buildPaidPayment() },
      [`GET /orders/${ID}/receipt`]: { body: buildReceipt() },
    });
    const user = userEvent.setup();
    renderSuccess();
    const receipt = await screen.findByRole('article', { name: 'Tote receipt' });
    await user.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says it is confirming while the webhook has not landed, then shows the receipt', async () => {
    let reads = 0;
    const api = mockApi({
      [`GET /orders/${ID}/payment`]: () => {
        reads += 1;
        return { body: reads < 2 ? buildPayment() : buildPaidPayment() };
      },
      [`GET /orders/${ID}/receipt`]: { body: buildReceipt() },
    });
    // Slow enough to see the first state: the first check answers at once, the next after a beat.
    renderScreen(<PaymentSuccessfulScreen schedule={{ intervalMs: 300, checks: 5 }} />, {
      path: `/payment-successful?order=${ID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming Payment' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Tote receipt' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === `/orders/${ID}/payment`)).toHaveLength(2);
  });

  it('stops asking after its checks and says so plainly, with a way to check again', async () => {
    let paid = false;
    const api = mockApi({
      [`GET /orders/${ID}/payment`]: () => ({ body: paid ? buildPaidPayment() : buildPayment() }),
      [`GET /orders/${ID}/receipt`]: { body: buildReceipt() },
    });
    const reads = () => api.calls.filter((call) => call.path === `/orders/${ID}/payment`).length;
    const user = userEvent.setup();
    renderSuccess();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Not Confirmed Yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We have not heard from the payment provider yet');
    expect(reads()).toBe(quick.checks);
    await new Promise((resolve) => setTimeout(resolve, quick.intervalMs * 5));
    expect(reads()).toBe(quick.checks);

    paid = true;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('article', { name: 'Tote receipt' })).toBeInTheDocument();
  });

  it('says there is nothing to pay when the payment was closed unpaid', async () => {
    mockApi({
      [`GET /orders/${ID}/payment`]: {
        body: buildPayment({ status: 'voided', voidedAt: '2026-03-02T12:00:00.000Z' }),
      },
    });
    renderSuccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Closed' })).toBeInTheDocument();
    expect(screen.getByText(paymentMessages.paymentClosed)).toBeInTheDocument();
  });

  it('answers an unknown or someone else’s order with the app’s not-found', async () => {
    mockApi({ [`GET /orders/${ID}/payment`]: apiError(404, 'not_found', 'Not found.') });
    renderSuccess();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('does not ask the API when the address names no order', () => {
    const api = mockApi({});
    renderSuccess('/payment-successful');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('/receipt (the receipt from the order)', () => {
  it('shows the same printable receipt, in the app, with the way back to tracking', async () => {
    renderRoute(`/receipt?id=${ID}`, {
      api: {
        'GET /notifications': { body: { notifications: [], unread: 0 } },
        [`GET /orders/${ID}/receipt`]: {
          body: buildReceipt({ status: 'released', refunded: { amountMinor: 0, currency: 'USD' } }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const receipt = await screen.findByRole('article', { name: 'Tote receipt' });
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Released to the traveler');
    expect(screen.getByRole('link', { name: 'Track this delivery' })).toHaveAttribute(
      'href',
      `/delivery-tracking?id=${ID}`,
    );
  });

  it('says there is no receipt before the order is paid', async () => {
    renderRoute(`/receipt?id=${ID}`, {
      api: {
        'GET /notifications': { body: { notifications: [], unread: 0 } },
        [`GET /orders/${ID}/receipt`]: apiError(404, 'not_found', 'Not found.'),
      },
    });
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that delivery" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/A delivery has a receipt once it is paid/)).toBeInTheDocument(),
    );
  });
});
