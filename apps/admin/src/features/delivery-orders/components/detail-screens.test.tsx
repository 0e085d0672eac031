import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOrder, buildTrip } from '../../../testing/admin';
import { buildOrderMoney } from '../../../testing/money';
import { renderRoute } from '../../../testing/render-route';

function detailsOf(region: HTMLElement): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const term of within(region).getAllByRole('term')) {
    entries[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return entries;
}

describe('Sender Delivery Detail (/dev-d?id=)', () => {
  it('shows Go Back, the order card with Match and the Shipping Details from the order', async () => {
    const order = buildOrder({
      deliveryId: 'TT-KKKKKK',
      category: 'Gadgets',
      itemNames: ['Laptop', 'Charger'],
      price: { amountMinor: 120000, currency: 'USD' },
      weightKg: 2.5,
    });
    renderRoute(`/dev-d?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /admin/orders/${order.deliveryId}/money`]: { body: buildOrderMoney(null) },
      },
    });
    const region = await screen.findByRole('region', { name: 'Shipping Details' });
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/admin-l');
    expect(screen.getByRole('link', { name: 'Match order TT-KKKKKK' })).toHaveAttribute(
      'href',
      '/sender-m?id=TT-KKKKKK',
    );
    expect(detailsOf(region)).toEqual({
      'Package Detail': expect.stringMatching(/^Gadgets · In Process · /),
      'Package Name': 'Laptop, Charger',
      'Item Description': '2 items of gadgets',
      'Package Value': '$1,200.00',
      'Quantity in KG': '2.5 kg',
      'Address sending from': '12 Marina Road, Lagos, Nigeria',
      'Address delivering': 'Kigali, Rwanda',
      'Name of Receiver': 'Alan Turing',
      'Phone number of Receiver': '+250788123456',
    });
  });

  it('offers no Match once the order has a traveler, and names the traveler', async () => {
    const order = buildOrder({
      status: 'matched',
      travelerName: 'Amina Uwase',
      courier: {
        travelerId: 'user-2',
        travelerName: 'Amina Uwase',
        travelerAvatarUrl: null,
        airline: 'RwandAir',
        flightNumber: 'WB203',
        departureCity: 'Lagos',
        destinationCity: 'Kigali',
        departureAt: '2030-03-03T07:00:00.000Z',
        arrivalAt: '2030-03-03T11:00:00.000Z',
      },
    });
    renderRoute(`/dev-d?id=${order.deliveryId}`, {
      api: {
        [`GET /orders/${order.deliveryId}`]: { body: order },
        [`GET /admin/orders/${order.deliveryId}/money`]: { body: buildOrderMoney(null) },
      },
    });
    expect(await screen.findByText(/^Amina Uwase · RwandAir WB203 · lands/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Match order/ })).not.toBeInTheDocument();
  });
});

describe('Traveler Delivery Detail (/tdev-d?id=)', () => {
  it('shows Go Back, the trip card with Match and the trip’s details', async () => {
    const trip = buildTrip({ bookingId: 'BK-MMMMMM', remainingKg: 7.5, weightKg: 10 });
    renderRoute(`/tdev-d?id=${trip.id}`, { api: { [`GET /trips/${trip.id}`]: { body: trip } } });
    const region = await screen.findByRole('region', { name: 'Shipping Details' });
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/admin-l?tab=travelers');
    expect(screen.getByRole('link', { name: 'Match trip BK-MMMMMM' })).toHaveAttribute(
      'href',
      `/traveler-m?id=${trip.id}`,
    );
    const details = detailsOf(region);
    expect(details['Airline Name']).toBe('RwandAir');
    expect(details['Departure City']).toBe('Lagos, Nigeria');
    expect(details['Destination City']).toBe('Kigali, Rwanda');
    expect(details['Weight available for item']).toBe('7.5 kg of 10 kg');
    expect(details.Price).toBe('$15.00 per kg');
  });
});
