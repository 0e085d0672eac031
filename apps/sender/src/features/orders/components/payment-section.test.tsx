import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { buildPaidPayment, buildPayment } from '@tote/testing/payments';
import { renderScreen } from '@tote/testing/render';
import type { Order } from '@tote/validation/orders';
import { paymentMessages } from '@tote/validation/payments';
import { browserLocation } from '@tote/web/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildOrder, buildShippingOrder } from '../../../testing/orders';
import { renderRoute } from '../../../testing/render-route';
import { DeliveryTrackingScreen } from './delivery-tracking-screen';

const ID = 'TT-AAAAAA';
const CHECKOUT = `POST /orders/${ID}/payment/checkout`;
const CHECKOUT_URL = 'http://localhost:3000/test-checkout/cs_test_abcdefghijklmnopqrstuvwx';

/** Matched, not picked up yet: the traveler is known, the order waits for its payment. */
const matchedOrder = (overrides: Partial<Order> = {}) =>
  buildShippingOrder({
    deliveryId: ID,
    status: 'matched',
    events: [
      { id: 'ev-1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' },
      { id: 'ev-2', type: 'matched', note: null, createdAt: '2026-03-02T09:00:00.000Z' },
    ],
    ...overrides,
  });

const renderTracking = () =>
  renderScreen(<DeliveryTrackingScreen />, { path: `/delivery-tracking?id=${ID}` });

const paymentBox = () => screen.findByRole('region', { name: 'Payment' });

const steps = () =>
  within(screen.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('p')?.textContent);

/** The Idempotency-Key of each Pay request, in order (the recorded calls keep bodies, not headers). */
function checkoutKeys(fetchMock: ReturnType<typeof mockApi>['fetchMock']): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((request) => request.method === 'POST' && request.url.endsWith('/payment/checkout'))
    .map((request) => request.headers.get('idempotency-key'));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the payment on the tracking page (ADR 017)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  beforeEach(() => {
    assign = vi.fn<(url: string) => void>();
    vi.spyOn(browserLocation, 'assign').mockImplementation(assign);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the price in the open: carriage, Tote’s fee, the total and what the traveler gets', async () => {
    mockApi({
      [`GET /orders/${ID}`]: { body: matchedOrder() },
      [`GET /orders/${ID}/payment`]: { body: buildPayment() },
    });
    renderTracking();
    const box = await paymentBox();
    const breakdown = await within(box).findByRole('region', { name: 'Price breakdown' });
    // 2.5 kg × $12.00 = $30.00; 10 % of it is $3.00 (above the $2.00 minimum); $33.00 in all.
    expect(breakdown).toHaveTextContent('Carriage2.5 kg × $12.00 per kg$30.00');
    expect(breakdown).toHaveTextContent('Tote service fee10 %, at least $2.00$3.00');
    expect(breakdown).toHaveTextContent('Total$33.00');
    expect(breakdown).toHaveTextContent(/The traveler gets \$30\.00/);
    expect(within(box).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(within(box).queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
    // What is left to do sits after what happened and before what has not.
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Completed: Delivery Order Matched',
      'Current step: Awaiting payment',
      'Upcoming: Shipping',
      'Upcoming: Estimated Delivery',
    ]);
  });

  it('Pay sends a fresh Idempotency-Key per press and takes the browser to the checkout page', async () => {
    let answer = 0;
    const api = mockApi({
      [`GET /orders/${ID}`]: { body: matchedOrder() },
      [`GET /orders/${ID}/payment`]: { body: buildPayment() },
      // The provider is down at the first press; the second gets a checkout.
      [CHECKOUT]: () => {
        answer += 1;
        return answer === 1
          ? apiError(502, 'provider_unavailable', paymentMessages.providerUnavailable)
          : { status: 201, body: { checkoutUrl: CHECKOUT_URL } };
      },
    });
    const user = userEvent.setup();
    renderTracking();
    const box = await paymentBox();
    await user.click(await within(box).findByRole('button', { name: 'Pay' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(paymentMessages.providerUnavailable);
    expect(assign).not.toHaveBeenCalled();

    await user.click(within(box).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    const keys = checkoutKeys(api.fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
    // Until the browser has left, the button stays busy so it is not pressed again.
    expect(within(box).getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('shows the provider’s reason for a declined attempt and offers Pay again', async () => {
    mockApi({
      [`GET /orders/${ID}`]: { body: matchedOrder() },
      [`GET /orders/${ID}/payment`]: {
        body: buildPayment({
          attempts: [
            {
              at: '2026-03-02T10:00:00.000Z',
              outcome: 'declined',
              reason: paymentMessages.insufficientFunds,
            },
          ],
        }),
      },
      [CHECKOUT]: { status: 201, body: { checkoutUrl: CHECKOUT_URL } },
    });
    const user = userEvent.setup();
    renderTracking();
    const box = await paymentBox();
    expect(await within(box).findByRole('alert')).toHaveTextContent(paymentMessages.insufficientFunds);
    expect(within(box).getByText('Awaiting payment')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('shows a 409 from the API and reloads the payment it found stale', async () => {
    let reads = 0;
    mockApi({
      [`GET /orders/${ID}`]: { body: matchedOrder() },
      // Paid in another tab meanwhile: the second read finds it authorized.
      [`GET /orders/${ID}/payment`]: () => {
        reads += 1;
        return { body: reads === 1 ? buildPayment() : buildPaidPayment() };
      },
      [CHECKOUT]: apiError(409, 'payment_already_authorized', paymentMessages.alreadyPaid),
    });
    const user = userEvent.setup();
    renderTracking();
    const box = await paymentBox();
    await user.click(await within(box).findByRole('button', { name: 'Pay' }));
    expect(await within(box).findByText('Paid — held until delivery')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Receipt' })).toHaveAttribute('href', `/receipt?id=${ID}`);
    expect(reads).toBe(2);
  });

  it('shows the 409 order_not_matched message where Pay was pressed', async () => {
    mockApi({
      [`GET /orders/${ID}`]: { body: matchedOrder() },
      [`GET /orders/${ID}/payment`]: { body: buildPayment() },
      [CHECKOUT]: apiError(409, 'order_not_matched', paymentMessages.notMatched),
    });
    const user = userEvent.setup();
    renderTracking();
    const box = await paymentBox();
    await user.click(await within(box).findByRole('button', { name: 'Pay' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(paymentMessages.notMatched);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a captured then refunded payment: its state, its dates, and its steps among the order’s by time', async () => {
    const order = matchedOrder({
      status: 'cancelled',
      canCancel: false,
      canChangeAddress: false,
      events: [
        { id: 'ev-1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' },
        { id: 'ev-2', type: 'matched', note: null, createdAt: '2026-03-02T09:00:00.000Z' },
        { id: 'ev-3', type: 'cancelled', note: null, createdAt: '2026-03-04T09:00:00.000Z' },
      ],
    });
    mockApi({
      [`GET /orders/${ID}`]: { body: order },
      [`GET /orders/${ID}/payment`]: {
        body: buildPaidPayment({
          status: 'refunded',
          capturedAt: '2026-03-03T09:00:00.000Z',
          refundedAt: '2026-03-04T09:05:00.000Z',
          refunded: { amountMinor: 3300, currency: 'USD' },
        }),
      },
    });
    renderTracking();
    const box = await paymentBox();
    expect(await within(box).findByText('Refunded', { selector: 'p' })).toBeInTheDocument();
    expect(within(box).getByText('$33.00 refunded to your card.')).toBeInTheDocument();
    const dates = within(box).getByRole('region', { name: 'Payment dates' });
    expect(
      within(dates)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Paid', 'Captured', 'Refunded']);
    expect(within(box).getByRole('link', { name: 'Receipt' })).toBeInTheDocument();
    expect(steps()).toEqual([
      'Completed: Delivery Order placed',
      'Completed: Delivery Order Matched',
      'Completed: Paid',
      'Completed: Payment captured',
      'Cancelled: Delivery Cancelled',
      'Completed: Refunded',
    ]);
  });

  it('asks nothing about a payment before the order is matched', async () => {
    const api = mockApi({ [`GET /orders/${ID}`]: { body: buildOrder({ deliveryId: ID }) } });
    renderTracking();
    await screen.findByText(ID);
    expect(screen.queryByRole('region', { name: 'Payment' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([`/orders/${ID}`]);
  });
});

// The browser's EventSource, outside our server: a fake stands in for the live stream.
type Listener = (event: MessageEvent<string>) => void;
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  private listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  emit(type: string, data: object, id: string) {
    this.readyState = 1;
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(message);
    });
  }
}

describe('the payment live', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes on order.changed for this delivery: the webhook landed, Pay gives way to Paid', async () => {
    let paid = false;
    renderRoute(`/delivery-tracking?id=${ID}`, {
      api: {
        'GET /notifications': { body: { notifications: [], unread: 0 } },
        [`GET /orders/${ID}`]: { body: matchedOrder() },
        [`GET /orders/${ID}/payment`]: () => ({ body: paid ? buildPaidPayment() : buildPayment() }),
      },
    });
    const box = await paymentBox();
    expect(await within(box).findByRole('button', { name: 'Pay' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const events = FakeEventSource.instances[0] as FakeEventSource;
    events.emit('ready', { lastEventId: '1' }, '1');
    paid = true;
    events.emit('order.changed', { type: 'order.changed', deliveryId: ID }, '2');
    expect(await within(box).findByText('Paid — held until delivery')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
