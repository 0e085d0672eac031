import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../testing/admin';
import { buildOrderMoney, buildPayment, usd } from '../../../testing/money';
import { renderRoute } from '../../../testing/render-route';

function detailsOf(region: HTMLElement): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const term of within(region).getAllByRole('term')) {
    entries[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return entries;
}

describe('the Money of an order on /dev-d?id=', () => {
  it('says there is no payment yet before a match', async () => {
    const order = buildOrder({ deliveryId: 'TT-MMMMM2' });
    const { api } = renderRoute(`/dev-d?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /admin/orders/${order.deliveryId}/money`]: { body: buildOrderMoney(null) },
      },
    });
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(await within(money).findByText(/^No payment yet/)).toBeInTheDocument();
    expect(within(money).queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === `/admin/orders/${order.deliveryId}/money`)).toBe(true);
  });

  it('shows the payment’s state, provider, breakdown, dates and every ledger movement', async () => {
    const order = buildOrder({ deliveryId: 'TT-MMMMM3', status: 'delivered', travelerName: 'Ada Lovelace' });
    const payment = buildPayment({
      deliveryId: order.deliveryId,
      status: 'released',
      provider: 'stripe',
      attempts: [
        { at: '2030-03-02T09:30:00.000Z', outcome: 'declined', reason: 'Your card was declined.' },
        { at: '2030-03-02T10:00:00.000Z', outcome: 'authorized', reason: null },
      ],
      capturedAt: '2030-03-03T08:00:00.000Z',
      releasedAt: '2030-03-04T12:00:00.000Z',
    });
    renderRoute(`/dev-d?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /admin/orders/${order.deliveryId}/money`]: {
          body: buildOrderMoney(payment, [
            { kind: 'hold', status: 'posted', amount: usd(3300), at: '2030-03-02T10:00:00.000Z' },
            { kind: 'release', status: 'posted', amount: usd(3300), at: '2030-03-04T12:00:00.000Z' },
          ]),
        },
      },
    });
    const money = await screen.findByRole('region', { name: 'Money' });
    const provider = await within(money).findByText('through Stripe');
    expect(provider.previousElementSibling).toHaveTextContent('Released');
    const details = detailsOf(money);
    expect(details).toMatchObject({
      Carriage: '$30.00',
      'Service fee': '$3.00 (10 %, at least $2.00)',
      Total: '$33.00',
      'Traveler gets': '$30.00',
      Refunded: '$0.00',
      Authorized: expect.stringMatching(/2030/),
      Captured: expect.stringMatching(/2030/),
      Released: expect.stringMatching(/2030/),
    });
    // Steps the payment never reached are left out rather than shown empty.
    expect(details).not.toHaveProperty('Voided');
    expect(details).not.toHaveProperty('Refunded at');
    expect(money).toHaveTextContent('1 declined attempt');
    expect(money).toHaveTextContent('Your card was declined.');

    const table = within(money).getByRole('table', { name: 'Ledger movements' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Kind\s*hold/);
    expect(rows[1]).toHaveTextContent(/Kind\s*release/);
    expect(rows[1]).toHaveTextContent('Posted');
    expect(rows[1]).toHaveTextContent('$33.00');
  });
});
