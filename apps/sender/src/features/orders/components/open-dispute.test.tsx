import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDispute, buildOrderDisputes } from '@tote/testing/disputes';
import { pngFile } from '@tote/testing/files';
import { type ApiCall, mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import { disputeMessages } from '@tote/validation/disputes';
import { describe, expect, it } from 'vitest';
import { buildShippingOrder } from '../../../testing/orders';
import { DeliveryTrackingScreen } from './delivery-tracking-screen';

const delivered = buildShippingOrder({
  deliveryId: 'TT-DSPUTE',
  status: 'delivered',
  events: [
    { id: 'ev-1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' },
    { id: 'ev-2', type: 'matched', note: null, createdAt: '2026-03-02T09:00:00.000Z' },
    { id: 'ev-3', type: 'shipping', note: null, createdAt: '2026-03-03T08:00:00.000Z' },
    { id: 'ev-4', type: 'delivered', note: null, createdAt: '2026-03-03T15:00:00.000Z' },
  ],
});

const steps = () =>
  within(screen.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('p')?.textContent);

describe('Open a dispute (/delivery-tracking)', () => {
  it('opens a dispute with a reason, a description and a photo, then shows it on the page and the timeline', async () => {
    const user = userEvent.setup();
    let opened = false;
    const posts: ApiCall[] = [];
    const dispute = buildDispute({
      deliveryId: 'TT-DSPUTE',
      reason: 'items_missing',
      description: 'One of the two books is missing.',
      openedAt: '2026-03-04T10:00:00.000Z',
    });
    mockApi({
      'GET /orders/TT-DSPUTE': { body: delivered },
      'GET /orders/TT-DSPUTE/disputes': () => ({
        body: opened
          ? buildOrderDisputes({ disputes: [dispute], openUntil: '2026-03-06T15:00:00.000Z' })
          : buildOrderDisputes({ canOpen: true, openUntil: '2026-03-06T15:00:00.000Z' }),
      }),
      'POST /orders/TT-DSPUTE/disputes': (call) => {
        posts.push(call);
        opened = true;
        return { status: 201, body: dispute };
      },
    });
    renderScreen(<DeliveryTrackingScreen />, { path: '/delivery-tracking?id=TT-DSPUTE' });
    const offer = await screen.findByRole('region', { name: 'Something wrong with this delivery?' });
    await user.click(within(offer).getByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });

    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(await within(dialog).findByText(disputeMessages.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(disputeMessages.descriptionRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/What went wrong/), 'Items missing');
    await user.type(within(dialog).getByLabelText(/Description/), 'One of the two books is missing.');
    await user.upload(within(dialog).getByLabelText('Photos'), pngFile('box.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    const form = posts[0]?.body as FormData;
    expect(form.get('reason')).toBe('items_missing');
    expect(form.get('description')).toBe('One of the two books is missing.');
    expect(form.getAll('photos')).toHaveLength(1);

    const card = await screen.findByRole('region', { name: 'Dispute' });
    expect(card).toHaveTextContent('Items missing');
    expect(card).toHaveTextContent('Open');
    expect(
      screen.queryByRole('region', { name: 'Something wrong with this delivery?' }),
    ).not.toBeInTheDocument();
    expect(steps()).toContain('Current step: Dispute opened');
  });

  it('shows how a resolved dispute ended, and no way to open another', async () => {
    mockApi({
      'GET /orders/TT-DSPUTE': { body: delivered },
      'GET /orders/TT-DSPUTE/disputes': {
        body: buildOrderDisputes({
          disputes: [
            buildDispute({
              deliveryId: 'TT-DSPUTE',
              status: 'resolved',
              outcome: 'partial_refund',
              refunded: { amountMinor: 2750, currency: 'USD' },
              resolutionNote: 'One item of two broke.',
              resolvedAt: '2026-03-05T10:00:00.000Z',
            }),
          ],
        }),
      },
    });
    renderScreen(<DeliveryTrackingScreen />, { path: '/delivery-tracking?id=TT-DSPUTE' });
    const card = await screen.findByRole('region', { name: 'Dispute' });
    expect(card).toHaveTextContent('Partial refund: $27.50 refunded');
    expect(card).toHaveTextContent('One item of two broke.');
    expect(steps()).toEqual(
      expect.arrayContaining(['Completed: Dispute opened', 'Completed: Dispute resolved']),
    );
    expect(screen.queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });
});
