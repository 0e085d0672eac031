import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events';
import { API, useAccountsTestApp, withSession } from './accounts';
import { multipart } from './multipart';
import { placeOrder, send } from './orders';
import { payFor } from './payments';
import { approve, type Caller, caller, handOverCodeOf, matchOrder, shareTrip } from './trips';

// docs/decisions/010-live-events.md and 013-staff-events.md: an event reaches the people it concerns (the
// order's sender, the traveler carrying it, the trip's traveler) and the staff, and nobody else. The audience is
// the event rows the services write, one per recipient (events.repo.ts insertAndNotify): a stream only ever
// reads its own person's rows, so a row is what a person hears.

const t = useAccountsTestApp();
let sender: Caller;
let traveler: Caller;
let staff: Caller;
let bystanders: { sender: Caller; traveler: Caller };

beforeAll(async () => {
  sender = await caller(t, 'sender', 'Grace Sender');
  traveler = await caller(t, 'verifiedTraveler', 'Tess Traveler');
  staff = await caller(t, 'staff');
  bystanders = {
    sender: await caller(t, 'sender', 'Bola Bystander'),
    traveler: await caller(t, 'verifiedTraveler', 'Otto Bystander'),
  };
});

/** What `who` was sent, as `type id` lines (the order's deliveryId or the trip's id). */
async function heardBy(who: Caller): Promise<string[]> {
  const rows = await t.db.select().from(events).where(eq(events.userId, who.userId));
  return rows.map((row) => {
    const data = row.data as { deliveryId?: string; tripId?: string | null };
    return `${row.type} ${data.deliveryId ?? data.tripId ?? ''}`.trim();
  });
}

const mentioning = (lines: string[], ...ids: string[]) =>
  lines.filter((line) => ids.some((id) => line.includes(id)));

describe('who hears of an order, its trip and its delivery', () => {
  it('the sender, the traveler, the staff; not another sender nor another traveler', async () => {
    // The bystander traveler's own trip: its events are the bystander's and the staff's only.
    const otherTrip = await shareTrip(t, bystanders.traveler);
    const trip = await shareTrip(t, traveler);
    await approve(t, staff, trip.id);
    const order = await placeOrder(t, sender);
    await matchOrder(t, order.deliveryId, trip.id, staff.userId);
    await payFor(t, order.deliveryId, { token: sender.token });
    const picked = await send(t, traveler.token, 'POST', `/deliveries/${order.deliveryId}/picked-up`);
    expect(picked.statusCode, picked.body).toBe(200);
    const code = await handOverCodeOf(t, order.deliveryId);
    const delivered = await t.app.inject({
      method: 'POST',
      url: `${API}/deliveries/${order.deliveryId}/delivered`,
      cookies: withSession(traveler.token),
      ...multipart({ code: code ?? '' }),
    });
    expect(delivered.statusCode, delivered.body).toBe(200);

    const ids = [order.deliveryId, trip.id];
    // Those it concerns heard of it: the order's every step, its match, the trip's approval.
    const senderHeard = await heardBy(sender);
    expect(senderHeard).toContain(`order.changed ${order.deliveryId}`);
    expect(senderHeard).toContain(`match.changed ${order.deliveryId}`);
    const travelerHeard = await heardBy(traveler);
    expect(travelerHeard).toContain(`order.changed ${order.deliveryId}`);
    expect(travelerHeard).toContain(`trip.changed ${trip.id}`);
    const staffHeard = await heardBy(staff);
    expect(staffHeard).toContain(`order.changed ${order.deliveryId}`);
    expect(staffHeard).toContain(`trip.changed ${trip.id}`);
    expect(staffHeard).toContain(`trip.changed ${otherTrip.id}`);

    // The sender hears of the order, not of the traveler's trip as such; nobody else hears of either.
    expect(senderHeard.filter((line) => line.startsWith('trip.changed'))).toEqual([]);
    expect(mentioning(await heardBy(bystanders.sender), ...ids)).toEqual([]);
    expect(mentioning(await heardBy(bystanders.traveler), ...ids)).toEqual([]);
    // Nor of the bystander's trip, but its traveler.
    expect(mentioning([...senderHeard, ...travelerHeard], otherTrip.id)).toEqual([]);
    expect(mentioning(await heardBy(bystanders.traveler), otherTrip.id)).toEqual([
      `trip.changed ${otherTrip.id}`,
    ]);
  });
});
