import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@tote/testing/mock-api';
import { buildPaidPayment, buildPayment } from '@tote/testing/payments';
import { tripMessages } from '@tote/validation/trips';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { buildDelivery, buildShippingDelivery, travelerSession } from '../../../testing/trips';

const steps = (name = 'Delivery progress') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('p')?.textContent);

type ApiAnswers = NonNullable<NonNullable<Parameters<typeof renderRoute>[1]>['api']>;
const open = (path: string, api: ApiAnswers) => renderRoute(path, { session: travelerSession(), api });

describe('Delivery tracking ("Traveler item tracking")', () => {
  it('shows the timeline, the traveler details card and the sender’s shipping box', async () => {
    open('/delivery-tracking?id=TT-AAAAAA', {
      'GET /deliveries/TT-AAAAAA': { body: buildDelivery({ deliveryId: 'TT-AAAAAA' }) },
    });
    expect(await screen.findByText('TT-AAAAAA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Deliveries' })).toHaveAttribute(
      'href',
      '/delivery-order',
    );
    expect(steps()).toEqual([
      'Completed: Delivery Order Matched',
      'Current step: Shipping',
      'Upcoming: Estimated Arrival',
    ]);
    const traveler = screen.getByRole('region', { name: 'Traveler Details' });
    expect(within(traveler).getByText('RwandAir WB203')).toBeInTheDocument();
    expect(within(traveler).getByText('BK-7K3Q9M')).toBeInTheDocument();
    expect(within(traveler).getByText('$37.50')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping Details' });
    expect(within(shipping).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(shipping).getByText('12 Marina Road, Lagos, Nigeria')).toBeInTheDocument();
    expect(within(shipping).getByText('KG 7 Ave, Kigali, Rwanda')).toBeInTheDocument();
    expect(within(shipping).getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Picked up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delivered' })).not.toBeInTheDocument();
  });

  it('asks before Picked up moves a matched delivery to shipping, which cannot be undone', async () => {
    const matched = buildDelivery({ deliveryId: 'TT-AAAAAA' });
    const { api } = open('/delivery-tracking?id=TT-AAAAAA', {
      'GET /deliveries/TT-AAAAAA': { body: matched },
      'POST /deliveries/TT-AAAAAA/picked-up': { body: buildShippingDelivery({ deliveryId: 'TT-AAAAAA' }) },
    });
    const user = userEvent.setup();
    const pickedUpCalls = () => api.calls.filter((call) => call.path.endsWith('/picked-up'));

    // One tap only asks; Not yet leaves the delivery as it was.
    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    let dialog = await screen.findByRole('dialog', { name: 'Picked up TT-AAAAAA?' });
    expect(dialog).toHaveTextContent('this cannot be undone');
    expect(pickedUpCalls()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pickedUpCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Picked up' }));
    dialog = await screen.findByRole('dialog', { name: 'Picked up TT-AAAAAA?' });
    await user.click(within(dialog).getByRole('button', { name: 'I have the items' }));
    expect(await screen.findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Picked up' })).not.toBeInTheDocument();
    expect(steps()).toEqual([
      'Completed: Delivery Order Matched',
      'Completed: Shipping',
      'Current step: Estimated Arrival',
    ]);
    expect(screen.getByText('Marked as picked up. Safe travels!')).toBeInTheDocument();
    expect(pickedUpCalls()).toHaveLength(1);
  });

  it('before the flight’s scheduled landing, Delivered says so and asks to confirm the early landing', async () => {
    const early = buildShippingDelivery({ deliveryId: 'TT-FFFFFF', flightLanded: false });
    const { api } = open('/delivery-tracking?id=TT-FFFFFF', {
      'GET /deliveries/TT-FFFFFF': { body: early },
      'POST /deliveries/TT-FFFFFF/delivered': {
        body: buildShippingDelivery({ ...early, status: 'delivered', canDeliver: false }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over TT-FFFFFF' });
    expect(dialog).toHaveTextContent(
      /Your flight is due to land at .+\. Hand over only once you have landed\./,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Hand-over code' }), '482913');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText(tripMessages.flightLandedUnconfirmed)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/delivered'))).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'My flight has landed early' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.path.endsWith('/delivered'))).toHaveLength(1);
  });

  it('asks nothing more of a hand-over once the flight has landed', async () => {
    open('/delivery-tracking?id=TT-GGGGGG', {
      'GET /deliveries/TT-GGGGGG': { body: buildShippingDelivery({ deliveryId: 'TT-GGGGGG' }) },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over TT-GGGGGG' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('due to land');
  });

  it('hands over with the receiver’s code and an optional photo', async () => {
    const shipping = buildShippingDelivery({ deliveryId: 'TT-BBBBBB' });
    const delivered = buildShippingDelivery({
      deliveryId: 'TT-BBBBBB',
      status: 'delivered',
      canDeliver: false,
      events: [
        ...shipping.events,
        { id: 'ev-4', type: 'delivered', note: null, createdAt: '2030-03-03T12:00:00.000Z' },
      ],
    });
    const { api } = open('/delivery-tracking?id=TT-BBBBBB', {
      'GET /deliveries/TT-BBBBBB': { body: shipping },
      'POST /deliveries/TT-BBBBBB/delivered': { body: delivered },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over TT-BBBBBB' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText(tripMessages.handOverCodeInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/delivered'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Hand-over code' }), '482913');
    const photo = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'hand-over.png', {
      type: 'image/png',
    });
    await user.upload(within(dialog).getByLabelText('Photo of the hand-over (optional)'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Delivered. Thank you for carrying it!')).toBeInTheDocument();
    expect(steps()).toContain('Completed: Delivered');
    const sent = api.calls.find((call) => call.path === '/deliveries/TT-BBBBBB/delivered');
    const form = sent?.body as FormData;
    expect(form.get('code')).toBe('482913');
    expect(form.getAll('photo')).toHaveLength(1);
    expect((form.get('photo') as File).type).toBe('image/png');
  });

  it('shows a wrong code on the boxes and the lock once attempts run out', async () => {
    const shipping = buildShippingDelivery({ deliveryId: 'TT-CCCCCC', handOverAttemptsLeft: 2 });
    let attempts = 0;
    open('/delivery-tracking?id=TT-CCCCCC', {
      'GET /deliveries/TT-CCCCCC': () => ({
        body: buildShippingDelivery({ ...shipping, handOverAttemptsLeft: 2 - attempts }),
      }),
      'POST /deliveries/TT-CCCCCC/delivered': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'hand_over_code_wrong', tripMessages.handOverCodeWrong, {
              fields: { code: tripMessages.handOverCodeWrong },
            })
          : apiError(429, 'hand_over_locked', tripMessages.handOverLocked);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over TT-CCCCCC' });
    expect(within(dialog).getByText('2 attempts left')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Hand-over code' }), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText(tripMessages.handOverCodeWrong)).toBeInTheDocument();
    expect(await within(dialog).findByText('1 attempt left')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText(tripMessages.handOverLocked)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm delivery' })).toBeDisabled();
  });

  it('shows a cancelled delivery’s Delivery Cancelled entries, the sender and the traveler card', async () => {
    const cancelled = buildDelivery({
      deliveryId: 'TT-DDDDDD',
      status: 'cancelled',
      canPickUp: false,
      events: [
        { id: 'ev-1', type: 'placed', note: null, createdAt: '2030-03-01T09:00:00.000Z' },
        { id: 'ev-2', type: 'matched', note: null, createdAt: '2030-03-02T09:00:00.000Z' },
        {
          id: 'ev-3',
          type: 'cancelled',
          note: 'Cancelled by the sender',
          createdAt: '2030-03-02T10:00:00.000Z',
        },
      ],
    });
    open('/delivery-cancelled?id=TT-DDDDDD', { 'GET /deliveries/TT-DDDDDD': { body: cancelled } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Cancelled' })).toBeInTheDocument();
    await screen.findByText('TT-DDDDDD');
    expect(steps('Delivery history')).toEqual([
      'Completed: Delivery Order Matched',
      'Cancelled: Delivery Cancelled',
    ]);
    expect(screen.getByText('Cancelled by the sender')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping Details' })).toHaveTextContent('Grace Hopper');
    expect(screen.getByRole('region', { name: 'Traveler Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Deliveries' })).toHaveAttribute(
      'href',
      '/delivery-order',
    );
  });

  it('says so for an unknown delivery or one another traveler carries (404)', async () => {
    open('/delivery-tracking?id=TT-EEEEEE', {
      'GET /deliveries/TT-EEEEEE': apiError(404, 'not_found', 'Not found.'),
    });
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that delivery" }),
    ).toBeInTheDocument();
  });
});

describe('the sender’s payment on the traveler’s tracking page', () => {
  it('tells the traveler to wait for the payment before picking up', async () => {
    open('/delivery-tracking?id=TT-AAAAAA', {
      'GET /deliveries/TT-AAAAAA': { body: buildDelivery({ deliveryId: 'TT-AAAAAA' }) },
      'GET /orders/TT-AAAAAA/payment': { body: buildPayment() },
    });
    const traveler = await screen.findByRole('region', { name: 'Traveler Details' });
    expect(
      await within(traveler).findByText('Waiting for the sender to pay. Pick up once it is paid.'),
    ).toBeInTheDocument();
  });

  it('says where the earning went once the delivery is handed over', async () => {
    open('/delivery-tracking?id=TT-AAAAAA', {
      'GET /deliveries/TT-AAAAAA': {
        body: buildShippingDelivery({ deliveryId: 'TT-AAAAAA', status: 'delivered' }),
      },
      'GET /orders/TT-AAAAAA/payment': { body: buildPaidPayment({ status: 'released' }) },
    });
    const traveler = await screen.findByRole('region', { name: 'Traveler Details' });
    expect(await within(traveler).findByText(/Released to your wallet/)).toBeInTheDocument();
    expect(within(traveler).getByRole('link', { name: 'Open your wallet' })).toHaveAttribute(
      'href',
      '/wallet',
    );
  });
});
