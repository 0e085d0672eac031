import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildOrderDisputes } from '@tote/testing/disputes';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { buildPaidPayment } from '@tote/testing/payments';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { orderMessages } from '@tote/validation/orders';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildShippingOrder } from '../../../testing/orders';
import { renderRoute } from '../../../testing/render-route';
import { ChangeAddressScreen } from './change-address-screen';
import { DeliveryCancelledScreen } from './delivery-cancelled-screen';
import { DeliveryTrackingScreen } from './delivery-tracking-screen';

const renderTracking = (id: string) =>
  renderScreen(<DeliveryTrackingScreen />, {
    path: `/delivery-tracking?id=${id}`,
    others: {
      '/delivery-cancelled': <DeliveryCancelledScreen />,
      '/change-address': <ChangeAddressScreen />,
    },
  });

const steps = () =>
  within(screen.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('p')?.textContent);

describe('Delivery tracking (/delivery-tracking)', () => {
  it('shows the timeline, the search for a traveler, the shipping address and the items of a new order', async () => {
    mockApi({ 'GET /orders/TT-AAAAAA': { body: buildOrder({ deliveryId: 'TT-AAAAAA' }) } });
    renderTracking('TT-AAAAAA');
    expect(await screen.findByText('TT-AAAAAA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Deliveries' })).toHaveAttribute('href', '/delivery');
    // Matching comes next, then shipping; no estimate exists before a flight does.
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Current step: Delivery Order Matched',
      'Upcoming: Shipping',
      'Upcoming: Delivered',
    ]);
    expect(screen.getByText('Estimated once a traveler is matched.')).toBeInTheDocument();
    expect(screen.getByText('We’re finding a traveler for this delivery.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Message Traveler' })).not.toBeInTheDocument();

    const address = screen.getByRole('region', { name: 'Shipping Address' });
    expect(within(address).getByText(/KG 7 Ave, Kigali/)).toBeInTheDocument();
    // Orders hold ISO 3166-1 codes; people read names.
    expect(address).toHaveTextContent('KG 7 Ave, KigaliRwanda');
    expect(within(address).getByText('12 Marina Road, Lagos, Nigeria')).toBeInTheDocument();
    expect(within(address).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(address).getByText('+250788123456')).toBeInTheDocument();
    expect(within(address).getByRole('link', { name: 'Change Address' })).toHaveAttribute(
      'href',
      '/change-address?id=TT-AAAAAA',
    );
    expect(screen.getByRole('img', { name: 'The items, 1 of 1' })).toHaveAttribute(
      'src',
      '/api/v1/orders/TT-AAAAAA/images/img-1',
    );
    expect(screen.getByText('$450.00')).toBeInTheDocument();
    expect(screen.getByText('2.5 kg')).toBeInTheDocument();
  });

  it('once shipping: the courier line and Message Traveler, and no Change Address or Cancel', async () => {
    mockApi({ 'GET /orders/TT-BBBBBB': { body: buildShippingOrder({ deliveryId: 'TT-BBBBBB' }) } });
    renderTracking('TT-BBBBBB');
    expect(
      await screen.findByText(/Amina Yusuf is carrying your items on RwandAir WB 203, landing/),
    ).toBeInTheDocument();
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Completed: Delivery Order Matched',
      'Completed: Shipping',
      'Current step: Estimated Delivery',
    ]);
    expect(screen.getByText('Picked up by Amina Yusuf.')).toBeInTheDocument();
    // The landing is an estimate, and says so.
    const estimate = within(screen.getByRole('list', { name: 'Delivery progress' }))
      .getAllByRole('listitem')
      .at(-1);
    expect(estimate).toHaveTextContent(/\(estimated\)$/);
    expect(screen.getByRole('link', { name: 'Message Traveler' })).toHaveAttribute(
      'href',
      '/message?order=TT-BBBBBB',
    );
    const profile = screen.getByRole('link', { name: 'See Amina Yusuf’s profile' });
    expect(profile.getAttribute('href')).toMatch(/^\/traveler-p\?id=.+/);
    expect(screen.queryByRole('link', { name: 'Change Address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel delivery' })).not.toBeInTheDocument();
  });

  it('draws the timeline once the payment and disputes have answered, so no step arrives late', async () => {
    let answerPayment = () => {};
    const paymentAnswered = new Promise<void>((resolve) => {
      answerPayment = resolve;
    });
    mockApi({
      'GET /orders/TT-BBBBBB': { body: buildShippingOrder({ deliveryId: 'TT-BBBBBB' }) },
      'GET /orders/TT-BBBBBB/payment': async () => {
        await paymentAnswered;
        return { body: buildPaidPayment() };
      },
      'GET /orders/TT-BBBBBB/disputes': { body: buildOrderDisputes() },
    });
    renderTracking('TT-BBBBBB');
    expect(await screen.findByRole('status', { name: 'Loading delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Delivery progress' })).not.toBeInTheDocument();
    answerPayment();
    expect(await screen.findByRole('list', { name: 'Delivery progress' })).toBeInTheDocument();
    expect(steps()).toContain('Completed: Paid');
  });

  it('shows the hand-over code to pass to the receiver while the order is on its way', async () => {
    mockApi({
      'GET /orders/TT-CCCCCC': {
        body: buildShippingOrder({ deliveryId: 'TT-CCCCCC', handOverCode: '482913' }),
      },
    });
    renderTracking('TT-CCCCCC');
    const box = await screen.findByRole('region', { name: 'Hand-over code' });
    expect(within(box).getByText('482913')).toBeInTheDocument();
    expect(within(box).getByText(/^Pass this code to Grace Hopper\./)).toBeInTheDocument();
  });

  it('shows no hand-over code when the server sends none', async () => {
    mockApi({
      'GET /orders/TT-DDDDDD': {
        body: buildShippingOrder({ deliveryId: 'TT-DDDDDD', status: 'delivered', handOverCode: null }),
      },
    });
    renderTracking('TT-DDDDDD');
    await screen.findByText('TT-DDDDDD');
    expect(screen.queryByRole('region', { name: 'Hand-over code' })).not.toBeInTheDocument();
  });

  it('adds Delivered once delivered', async () => {
    const order = buildShippingOrder({ deliveryId: 'TT-DDDDDD', status: 'delivered' });
    order.events.push({ id: 'ev-4', type: 'delivered', note: null, createdAt: '2026-03-03T18:00:00.000Z' });
    mockApi({ 'GET /orders/TT-DDDDDD': { body: order } });
    renderTracking('TT-DDDDDD');
    await screen.findByText('TT-DDDDDD');
    expect(
      screen.getByText(/^Amina Yusuf delivered your items on .+ \(flight RwandAir WB 203\)\.$/),
    ).toBeInTheDocument();
    // What happened, in the order it happened: no estimate once the delivery is made.
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Completed: Delivery Order Matched',
      'Completed: Shipping',
      'Completed: Delivered',
    ]);
  });

  it('tells a matched, unmatched and matched again order in the order it happened', async () => {
    const order = buildShippingOrder({
      deliveryId: 'TT-EEEEEE',
      status: 'matched',
      events: [
        { id: 'ev-1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' },
        { id: 'ev-2', type: 'matched', note: null, createdAt: '2026-03-01T10:00:00.000Z' },
        { id: 'ev-3', type: 'unmatched', note: null, createdAt: '2026-03-01T11:00:00.000Z' },
        { id: 'ev-4', type: 'matched', note: null, createdAt: '2026-03-02T09:00:00.000Z' },
      ],
    });
    mockApi({ 'GET /orders/TT-EEEEEE': { body: order } });
    renderTracking('TT-EEEEEE');
    await screen.findByText('TT-EEEEEE');
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Completed: Delivery Order Matched',
      'Completed: Unmatched',
      'Completed: Delivery Order Matched',
      'Current step: Shipping',
      'Upcoming: Estimated Delivery',
    ]);
    expect(screen.getByText('Once Amina Yusuf picks the items up.')).toBeInTheDocument();
  });

  it('a failed order says it failed, never that it is carried or that a traveler is being found', async () => {
    const order = buildShippingOrder({ deliveryId: 'TT-GGGGGG', status: 'failed' });
    order.events.push({
      id: 'ev-4',
      type: 'failed',
      note: 'The receiver could not be reached.',
      createdAt: '2026-03-04T09:00:00.000Z',
    });
    mockApi({ 'GET /orders/TT-GGGGGG': { body: order } });
    renderTracking('TT-GGGGGG');
    await screen.findByText('TT-GGGGGG');
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Completed: Delivery Order Matched',
      'Completed: Shipping',
      'Cancelled: Delivery Failed',
    ]);
    expect(screen.getByText('The receiver could not be reached.')).toBeInTheDocument();
    expect(screen.getByText('This delivery failed: it was not made.')).toBeInTheDocument();
    expect(screen.queryByText(/is carrying your items/)).not.toBeInTheDocument();
  });

  it('cancels after confirmation and opens the cancelled view', async () => {
    const order = buildOrder({ deliveryId: 'TT-AAAAAA' });
    const cancelled = buildOrder({
      deliveryId: 'TT-AAAAAA',
      status: 'cancelled',
      canCancel: false,
      canChangeAddress: false,
      events: [
        ...order.events,
        {
          id: 'ev-9',
          type: 'cancelled',
          note: 'Cancelled by the sender',
          createdAt: '2026-03-02T10:00:00.000Z',
        },
      ],
    });
    const api = mockApi({
      'GET /orders/TT-AAAAAA': { body: order },
      'POST /orders/TT-AAAAAA/cancel': { body: cancelled },
    });
    const user = userEvent.setup();
    renderTracking('TT-AAAAAA');
    await user.click(await screen.findByRole('button', { name: 'Cancel delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel TT-AAAAAA?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.path.endsWith('/cancel'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel delivery' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel TT-AAAAAA?' })).getByRole('button', {
        name: 'Cancel delivery',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Cancelled' })).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.method === 'POST' && call.path === '/orders/TT-AAAAAA/cancel'),
    ).toHaveLength(1);
    const history = screen.getByRole('list', { name: 'Delivery history' });
    expect(within(history).getByText('Delivery Cancelled')).toBeInTheDocument();
    expect(within(history).getByText('Cancelled by the sender')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Cancelled deliveries' })[0]).toHaveAttribute(
      'href',
      '/delivery?tab=cancelled',
    );
  });

  it('still opens the cancelled view inside the app, where the bell’s notifications refetch after a cancel', async () => {
    const order = buildOrder({ deliveryId: 'TT-AAAAAA' });
    const cancelled = buildOrder({
      deliveryId: 'TT-AAAAAA',
      status: 'cancelled',
      canCancel: false,
      canChangeAddress: false,
    });
    const { router } = renderRoute('/delivery-tracking?id=TT-AAAAAA', {
      api: {
        'GET /orders/TT-AAAAAA': { body: order },
        'POST /orders/TT-AAAAAA/cancel': { body: cancelled },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel delivery' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel delivery' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Cancelled' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/delivery-cancelled');
  });

  it('says the order could not be cancelled when it shipped meanwhile', async () => {
    mockApi({
      'GET /orders/TT-AAAAAA': { body: buildOrder({ deliveryId: 'TT-AAAAAA' }) },
      'POST /orders/TT-AAAAAA/cancel': apiError(
        409,
        'order_not_cancellable',
        orderMessages.orderNotCancellable,
      ),
    });
    const user = userEvent.setup();
    renderTracking('TT-AAAAAA');
    await user.click(await screen.findByRole('button', { name: 'Cancel delivery' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(orderMessages.orderNotCancellable);
  });

  it('answers an unknown or someone else’s Delivery ID with a clear not-found state', async () => {
    mockApi({ 'GET /orders/TT-ZZZZZZ': apiError(404, 'not_found', 'Not found.') });
    renderTracking('TT-ZZZZZZ');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that delivery" }),
    ).toBeInTheDocument();
  });

  it('does not ask the API about an id that cannot be a Delivery ID', () => {
    const api = mockApi({});
    renderTracking('nonsense');
    expect(screen.getByRole('heading', { name: "We couldn't find that delivery" })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('Change Address (/change-address)', () => {
  const renderChange = () =>
    renderScreen(<ChangeAddressScreen />, {
      path: '/change-address?id=TT-AAAAAA',
      others: { '/delivery-tracking': <DeliveryTrackingScreen /> },
    });

  it('saves the new address and returns to tracking with a confirmation', async () => {
    const order = buildOrder({ deliveryId: 'TT-AAAAAA' });
    const changed = { ...order, deliveryAddress: '5 Nyarutarama Rd, Kigali' };
    const api = mockApi({
      'GET /orders/TT-AAAAAA': { body: order },
      'PATCH /orders/TT-AAAAAA/address': { body: changed },
    });
    const user = userEvent.setup();
    renderChange();
    const address = await screen.findByLabelText(fieldLabelled('Address delivering to'));
    expect(address).toHaveValue('KG 7 Ave, Kigali');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(orderMessages.deliveryAddressRequired)).toBeInTheDocument();
    await user.type(address, '5 Nyarutarama Rd, Kigali');
    const country = screen.getByRole('combobox', { name: /Country delivering to/ });
    expect(country).toHaveDisplayValue('Rwanda');
    await user.selectOptions(country, 'Uganda');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery Tracking' })).toBeInTheDocument();
    expect(await screen.findByText('Address changed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent(
      '5 Nyarutarama Rd, Kigali',
    );
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      deliveryAddress: '5 Nyarutarama Rd, Kigali',
      deliveryCountry: 'UG',
    });
  });

  it('shows the 409 order_shipped message', async () => {
    mockApi({
      'GET /orders/TT-AAAAAA': { body: buildOrder({ deliveryId: 'TT-AAAAAA' }) },
      'PATCH /orders/TT-AAAAAA/address': apiError(409, 'order_shipped', orderMessages.orderShipped),
    });
    const user = userEvent.setup();
    renderChange();
    await screen.findByLabelText(fieldLabelled('Address delivering to'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(orderMessages.orderShipped);
  });
});
