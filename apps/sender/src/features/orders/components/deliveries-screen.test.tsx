import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCall, lastSearchOf, mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import type { OrderTab } from '@tote/validation/orders';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildOrderPage, buildShippingOrder } from '../../../testing/orders';
import { DeliveriesScreen } from './deliveries-screen';

function mockTabs(byTab: Partial<Record<OrderTab, ReturnType<typeof buildOrder>[]>>) {
  const api = mockApi({
    'GET /orders': (call: ApiCall) => {
      const tab = (lastSearchOf(api.fetchMock, call.path)?.get('tab') ?? 'processing') as OrderTab;
      return { body: buildOrderPage(byTab[tab] ?? []) };
    },
  });
  return api;
}

describe('Deliveries (/delivery)', () => {
  it('shows the tabs and the Processing cards with their details and View links', async () => {
    mockTabs({
      processing: [
        buildOrder({ deliveryId: 'TT-AAAAAA', itemNames: ['Laptop', 'Charger'] }),
        buildShippingOrder({ deliveryId: 'TT-BBBBBB', itemNames: ['Dress'], category: 'Clothes' }),
      ],
    });
    renderScreen(<DeliveriesScreen />, { path: '/delivery' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Delivery status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Processing', 'Delivered', 'Cancelled']);
    expect(screen.getByRole('tab', { name: 'Processing' })).toHaveAttribute('aria-selected', 'true');

    const first = await screen.findByRole('article', { name: 'Laptop, Charger' });
    expect(within(first).getByText('Gadgets')).toBeInTheDocument();
    expect(within(first).getByText('Finding a traveler')).toBeInTheDocument();
    expect(within(first).getByText('KG 7 Ave, Kigali, Rwanda')).toBeInTheDocument();
    expect(within(first).getByText('TT-AAAAAA')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View TT-AAAAAA' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-AAAAAA',
    );
    const second = screen.getByRole('article', { name: 'Dress' });
    expect(within(second).getByText('Amina Yusuf')).toBeInTheDocument();
  });

  it('keeps the tab in the address, and Cancelled cards open the cancelled view', async () => {
    const api = mockTabs({
      cancelled: [
        buildOrder({ deliveryId: 'TT-CCCCCC', itemNames: ['Passport'], status: 'cancelled' }),
        buildShippingOrder({ deliveryId: 'TT-FFFFFF', itemNames: ['Watch'], status: 'failed' }),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderScreen(<DeliveriesScreen />, { path: '/delivery' });
    await screen.findByRole('heading', { name: 'No deliveries in process' });
    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    expect(router.state.location.search).toBe('?tab=cancelled');
    const card = await screen.findByRole('article', { name: 'Passport' });
    // The tab keeps failed deliveries too, and says so; each card's badge says which it is.
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Deliveries cancelled before they shipped, and failed ones: deliveries staff marked as not made.',
    );
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(within(card).getByText('No traveler')).toBeInTheDocument();
    const failed = screen.getByRole('article', { name: 'Watch' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View TT-CCCCCC' })).toHaveAttribute(
      'href',
      '/delivery-cancelled?id=TT-CCCCCC',
    );
    expect(lastSearchOf(api.fetchMock, '/orders')?.get('tab')).toBe('cancelled');
  });

  it('opens the tab named in the address and says when it is empty', async () => {
    mockTabs({});
    renderScreen(<DeliveriesScreen />, { path: '/delivery?tab=delivered' });
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No deliveries delivered yet' })).toBeInTheDocument();
  });
});
