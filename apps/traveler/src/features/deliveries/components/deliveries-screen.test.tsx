import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSearchOf } from '@tote/testing/mock-api';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { buildDelivery, buildDeliveryPage, travelerSession } from '../../../testing/trips';

describe('Deliveries (/delivery-order)', () => {
  it('shows the Processing cards: category, items, sender, destination, Delivery ID and View', async () => {
    const delivery = buildDelivery({ deliveryId: 'TT-AAAAAA' });
    const { api } = renderRoute('/delivery-order', {
      session: travelerSession(),
      api: { 'GET /deliveries': { body: buildDeliveryPage([delivery]) } },
    });
    const card = (await screen.findByRole('heading', { name: 'Laptop, Charger' })).closest('article');
    if (!card) throw new Error('delivery card not found');
    expect(within(card).getByText('Gadgets')).toBeInTheDocument();
    expect(within(card).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('KG 7 Ave, Kigali, Rwanda')).toBeInTheDocument();
    expect(within(card).getByText('TT-AAAAAA')).toBeInTheDocument();
    expect(within(card).getByText('In Process · Matched')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View TT-AAAAAA' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-AAAAAA',
    );
    expect(screen.getByRole('tab', { name: 'Processing', selected: true })).toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/deliveries')?.get('tab')).toBe('processing');
  });

  it('asks for the Delivered tab and sends a cancelled delivery’s View to the cancelled view', async () => {
    const cancelled = buildDelivery({ deliveryId: 'TT-CCCCCC', status: 'cancelled' });
    const { api, router } = renderRoute('/delivery-order', {
      session: travelerSession(),
      api: {
        'GET /deliveries': () => {
          const tab = lastSearchOf(api.fetchMock, '/deliveries')?.get('tab');
          return { body: buildDeliveryPage(tab === 'cancelled' ? [cancelled] : []) };
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No deliveries in process')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(await screen.findByText('No deliveries delivered yet')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=delivered');

    await user.click(screen.getByRole('tab', { name: 'Cancelled' }));
    const view = await screen.findByRole('link', { name: 'View TT-CCCCCC' });
    expect(view).toHaveAttribute('href', '/delivery-cancelled?id=TT-CCCCCC');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=cancelled'));
  });
});
