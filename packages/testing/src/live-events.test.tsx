import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HomeIcon } from '@tote/ui/icons';
import { RoleAppLayout } from '@tote/web/role-app-layout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, sessionAs } from './render';

// ADR 010: RoleAppLayout opens the live event stream once and refreshes what each event names. The stream is
// the browser's EventSource, outside our server: a fake one stands in for it here.

type Listener = (event: MessageEvent<string>) => void;

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = 2;
  }

  /** The server sends a frame. */
  emit(type: string, data: object, id = '') {
    this.readyState = 1;
    const message = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(message);
    });
  }

  /** The connection dropped; the browser reconnects by itself (readyState CONNECTING). */
  drop() {
    this.readyState = 0;
    act(() => {
      for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
    });
  }
}

const readCount = { value: 0 };

/** A screen with a query the test's map names. */
function OrderProbe() {
  const order = useQuery({
    queryKey: ['orders', 'detail', 'TT-7K3Q9M'],
    queryFn: async () => {
      readCount.value += 1;
      return { reads: readCount.value };
    },
  });
  return <p>Order read {order.data?.reads ?? 0} times</p>;
}

const routes = [
  {
    element: (
      <RoleAppLayout
        app="sender"
        requires="sender"
        homeHref="/home"
        navLabel="Sender menu"
        nav={[{ label: 'Home', to: '/home', icon: <HomeIcon /> }]}
        liveInvalidations={{
          'order.changed': ({ deliveryId }) => [['orders', 'detail', deliveryId]],
          'notification.created': () => [['notifications']],
        }}
      />
    ),
    children: [{ path: '/home', element: <OrderProbe /> }],
  },
];

const source = async () => {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  return FakeEventSource.instances[0] as FakeEventSource;
};

describe('live events in RoleAppLayout', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    readCount.value = 0;
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens one stream with the session and refreshes the queries an event names, no more', async () => {
    let unread = 0;
    const { api } = renderRoute(routes, '/home', {
      session: sessionAs('sender'),
      api: { 'GET /notifications': () => ({ body: { notifications: [], unread } }) },
    });
    expect(await screen.findByText('Order read 1 times')).toBeInTheDocument();
    const events = await source();
    expect(events.url).toMatch(/\/api\/v1\/events$/);
    events.emit('ready', { lastEventId: '4' }, '4');
    const bell = within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/notifications')).toHaveLength(1));

    // The bell's count follows a new notice without a reload.
    unread = 1;
    events.emit('notification.created', { type: 'notification.created', notificationId: 'n-1' }, '5');
    await waitFor(() => expect(bell).toHaveAccessibleDescription('1 new'));
    expect(screen.getByText('Order read 1 times')).toBeInTheDocument();

    // The order's own event refreshes the order.
    events.emit('order.changed', { type: 'order.changed', deliveryId: 'TT-7K3Q9M' }, '6');
    expect(await screen.findByText('Order read 2 times')).toBeInTheDocument();
    // Another order's event leaves this one alone.
    events.emit('order.changed', { type: 'order.changed', deliveryId: 'TT-OTHER01' }, '7');
    // A marker after it: once its refresh has landed, a refresh the other order's event had started (an
    // instant read here, queued before the marker's request) would have landed too.
    unread = 2;
    events.emit('notification.created', { type: 'notification.created', notificationId: 'n-2' }, '8');
    await waitFor(() => expect(bell).toHaveAccessibleDescription('2 new'));
    expect(screen.getByText('Order read 2 times')).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('shows a quiet reconnecting hint while the connection is lost, and refreshes everything once back', async () => {
    renderRoute(routes, '/home', { session: sessionAs('sender') });
    expect(await screen.findByText('Order read 1 times')).toBeInTheDocument();
    const events = await source();

    // Not during the very first connect.
    events.drop();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    events.emit('ready', { lastEventId: '1' }, '1');

    events.drop();
    const hint = await screen.findByText('Reconnecting…');
    expect(hint).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    events.emit('ready', { lastEventId: '3' }, '3');
    await waitFor(() => expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument());
    // Events may have been missed meanwhile: what is on screen is read again.
    expect(await screen.findByText('Order read 2 times')).toBeInTheDocument();
  });

  it('closes the stream when the layout goes away', async () => {
    const { unmount } = renderRoute(routes, '/home', { session: sessionAs('sender') });
    const events = await source();
    unmount();
    expect(events.closed).toBe(true);
  });

  it('works without EventSource (older browsers): no stream, no error', async () => {
    vi.stubGlobal('EventSource', undefined);
    renderRoute(routes, '/home', { session: sessionAs('sender') });
    expect(await screen.findByText('Order read 1 times')).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });
});
