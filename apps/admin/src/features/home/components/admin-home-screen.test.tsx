import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, lastSearchOf } from '@tote/testing/mock-api';
import { adminMessages } from '@tote/validation/admin';
import { describe, expect, it } from 'vitest';
import { buildAdminStats, buildOrder, buildOrderPage } from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

function rowOf(heading: HTMLElement): HTMLElement {
  const row = heading.closest('article');
  if (!row) throw new Error('row not found');
  return row;
}

describe('Home (/admin)', () => {
  it('shows the three figures and the Update Delivery Status list', async () => {
    const order = buildOrder({ itemNames: ['Laptop'], status: 'shipping', travelerName: 'Amina Uwase' });
    const { api } = renderRoute('/admin', {
      api: {
        'GET /admin/stats': { body: buildAdminStats({ travelers: 12, senders: 34, packagesThisMonth: 56 }) },
        'GET /admin/orders': { body: buildOrderPage([order]) },
      },
    });
    const travelers = await screen.findByText('Travelers', { selector: 'p, span, h2, h3, dt, div' });
    // The tiles are drawn at once with placeholders (no layout shift), then filled.
    await waitFor(() => expect(travelers.closest('section')).toHaveTextContent('12'));
    expect(screen.getByText('Senders').closest('section')).toHaveTextContent('34');
    expect(screen.getByText('Packages this month').closest('section')).toHaveTextContent('56');

    const list = screen.getByRole('region', { name: 'Update Delivery Status' });
    const row = rowOf(await within(list).findByRole('heading', { name: 'Laptop' }));
    expect(within(row).getByText('Amina Uwase')).toBeInTheDocument();
    expect(within(row).getByText(/^In Process · /)).toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/admin/orders')?.get('page')).toBe('1');
  });

  it('shows the month’s revenue beside the figures, with the way to the Payouts queue', async () => {
    renderRoute('/admin', {
      api: {
        'GET /admin/stats': {
          body: buildAdminStats({ revenueThisMonth: { amountMinor: 123456, currency: 'USD' } }),
        },
      },
    });
    const tile = (await screen.findByRole('heading', { name: 'Revenue this month' })).closest('section');
    if (!tile) throw new Error('tile not found');
    await waitFor(() => expect(tile).toHaveTextContent('$1,234.56'));
    expect(within(tile).getByRole('link', { name: 'Open the Payouts queue' })).toHaveAttribute(
      'href',
      '/payouts',
    );
  });

  it('asks why before marking a delivery failed, then saves it', async () => {
    const order = buildOrder({ itemNames: ['Camera'], status: 'shipping', travelerName: 'Amina Uwase' });
    let failed = false;
    const { api } = renderRoute('/admin', {
      api: {
        'GET /admin/orders': () => ({
          body: buildOrderPage([failed ? { ...order, status: 'failed' } : order]),
        }),
        [`POST /admin/orders/${order.deliveryId}/status`]: () => {
          failed = true;
          return { body: { ...order, status: 'failed' } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Update ${order.deliveryId}` }));
    const dialog = await screen.findByRole('dialog', { name: `Update ${order.deliveryId}` });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Status/ }), 'failed');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText(adminMessages.failedReasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Customs held the parcel');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      status: 'failed',
      reason: 'Customs held the parcel',
    });
    const row = rowOf(await screen.findByRole('heading', { name: 'Camera' }));
    expect(await within(row).findByText('Failed')).toBeInTheDocument();
  });

  it('shows the server’s answer when the lifecycle refuses the change (409)', async () => {
    const order = buildOrder({ itemNames: ['Drone'], status: 'processing' });
    renderRoute('/admin', {
      api: {
        'GET /admin/orders': { body: buildOrderPage([order]) },
        [`POST /admin/orders/${order.deliveryId}/status`]: apiError(
          409,
          'invalid_transition',
          'A delivery still waiting for a traveler cannot be delivered.',
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Update ${order.deliveryId}` }));
    const dialog = await screen.findByRole('dialog', { name: `Update ${order.deliveryId}` });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Status/ }), 'delivered');
    await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A delivery still waiting for a traveler cannot be delivered.',
    );
  });
});
