import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentsMessages, contentsNotes } from '@tote/validation/contents';
import type { Order } from '@tote/validation/orders';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../testing/admin';
import { buildOrderMoney } from '../../../testing/money';
import { renderRoute } from '../../../testing/render-route';

// /dev-d's Declared contents and Cancel for prohibited contents (docs/decisions/020-declared-contents.md).
const contents = {
  category: 'Clothes',
  itemNames: ['Jacket'],
  declaredValue: { amountMinor: 8000, currency: 'USD' as const },
  attestedAt: '2030-03-01T09:00:00.000Z',
  listVersion: '2026-11-25',
};

type ApiAnswers = NonNullable<NonNullable<Parameters<typeof renderRoute>[1]>['api']>;

function open(order: Order, extra: ApiAnswers = {}) {
  return renderRoute(`/dev-d?id=${order.deliveryId}`, {
    api: {
      [`GET /orders/${order.deliveryId}`]: { body: order },
      [`GET /admin/orders/${order.deliveryId}/money`]: { body: buildOrderMoney(null) },
      ...extra,
    },
  });
}

describe('Declared contents on /dev-d', () => {
  it('shows the declaration and the refusals at pick-up', async () => {
    const order = buildOrder({
      deliveryId: 'TT-KKKKKK',
      contents,
      events: [
        { id: '1', type: 'placed', note: null, createdAt: '2030-03-01T09:00:00.000Z' },
        {
          id: '2',
          type: 'unmatched',
          note: contentsNotes.refused('A replica gun'),
          createdAt: '2030-03-02T09:00:00.000Z',
        },
      ],
    });
    open(order, {
      'GET /admin/orders/TT-KKKKKK/refusals': {
        body: {
          refusals: [
            {
              id: '7d0c3c7e-2f5e-4d47-9a34-5d2c0b1f3a11',
              refusedAt: '2030-03-02T09:00:00.000Z',
              travelerId: 'f3a1b2c4-0000-4000-8000-000000000001',
              reason: 'A replica gun',
              photos: [
                { url: '/api/v1/admin/refusals/7d0c3c7e-2f5e-4d47-9a34-5d2c0b1f3a11/photos/0' },
                { url: '/api/v1/admin/refusals/7d0c3c7e-2f5e-4d47-9a34-5d2c0b1f3a11/photos/1' },
              ],
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Declared contents' });
    // The refusal's photos, read through the staff-only route.
    const first = await within(section).findByRole('img', { name: 'What the traveler saw, 1 of 2' });
    expect(first).toHaveAttribute(
      'src',
      '/api/v1/admin/refusals/7d0c3c7e-2f5e-4d47-9a34-5d2c0b1f3a11/photos/0',
    );
    expect(within(section).getByRole('img', { name: 'What the traveler saw, 2 of 2' })).toBeInTheDocument();
    expect(within(section).getByText('Jacket')).toBeInTheDocument();
    expect(within(section).getByText('$80.00')).toBeInTheDocument();
    expect(within(section).getByText(/list of 2026-11-25/)).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Contents history' })).toHaveTextContent(
      'Refused at pick-up: A replica gun',
    );
  });

  it('cancels for prohibited contents with a required reason', async () => {
    const order = buildOrder({ deliveryId: 'TT-KKKKKK', contents, status: 'matched' });
    const cancelled = buildOrder({
      ...order,
      status: 'cancelled',
      events: [
        ...order.events,
        {
          id: '9',
          type: 'cancelled',
          note: contentsNotes.cancelled('Replica gun'),
          createdAt: '2030-03-02T09:00:00.000Z',
        },
      ],
    });
    let done = false;
    const { api } = open(order, {
      // The server's order before and after the cancellation (the screen reads it again afterwards).
      'GET /orders/TT-KKKKKK': () => ({ body: done ? cancelled : order }),
      'POST /admin/orders/TT-KKKKKK/cancel-prohibited': () => {
        done = true;
        return { body: cancelled };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel for prohibited contents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel TT-KKKKKK for prohibited contents' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(within(dialog).getByText(contentsMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Replica gun');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('TT-KKKKKK cancelled')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ reason: 'Replica gun' });
    expect(await screen.findByText(/Cancelled for prohibited contents: Replica gun/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel for prohibited contents' })).not.toBeInTheDocument();
  });

  it('offers no cancellation once picked up', async () => {
    open(buildOrder({ deliveryId: 'TT-KKKKKK', contents, status: 'shipping' }));
    await screen.findByRole('region', { name: 'Declared contents' });
    expect(screen.queryByRole('button', { name: 'Cancel for prohibited contents' })).not.toBeInTheDocument();
  });
});
