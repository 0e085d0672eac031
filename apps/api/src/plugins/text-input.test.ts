import { orderFormFields, pngBytes } from '@tote/fixtures/factories/orders';
import { NUL_CHARACTER_MESSAGE } from '@tote/validation/errors';
import { describe, expect, it } from 'vitest';
import { API, useAccountsTestApp, withSession } from '../../test/accounts';
import { multipart, png, postOrder } from '../../test/orders';
import { createPerson, openSession } from '../../test/people';

const t = useAccountsTestApp();

// PostgreSQL text cannot hold U+0000; these reached the database and answered 500 (found by test/fuzz.test.ts).
describe('a NUL character in any field', () => {
  it('is a 400 on the field, in a JSON body, a query and a path param', async () => {
    const person = await createPerson(t.db, t.clock, 'sender');
    const cookies = withSession(await openSession(t.db, t.clock, person.userId));
    const profile = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/${person.userId}/profile`,
      payload: { fullname: 'Grace\u0000', country: 'RW', state: 'Kigali' },
      cookies,
    });
    expect(profile.statusCode, profile.body).toBe(400);
    expect(profile.json().error.fields).toEqual({ fullname: NUL_CHARACTER_MESSAGE });

    const search = await t.app.inject({
      method: 'GET',
      url: `${API}/orders`,
      query: { q: 'a\u0000' },
      cookies,
    });
    expect(search.statusCode, search.body).toBe(400);
    expect(search.json().error.fields).toEqual({ q: NUL_CHARACTER_MESSAGE });

    const reviews = await t.app.inject({ method: 'GET', url: `${API}/users/%00/reviews`, cookies });
    expect(reviews.statusCode, reviews.body).toBe(400);
  });

  it('is a 400 in a staff decision too', async () => {
    const staff = await createPerson(t.db, t.clock, 'staff');
    const applicant = await createPerson(t.db, t.clock, 'traveler', { travelerStatus: 'pending' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API}/admin/travelers/${applicant.userId}/verification`,
      payload: { status: 'rejected', reason: 'blurred\u0000' },
      cookies: withSession(await openSession(t.db, t.clock, staff.userId)),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toEqual({ reason: NUL_CHARACTER_MESSAGE });
  });

  it('is a 400 in the multipart forms too (the shared schemas refuse it)', async () => {
    const sender = await createPerson(t.db, t.clock, 'sender');
    const order = await postOrder(t, await openSession(t.db, t.clock, sender.userId), {
      fields: { ...orderFormFields(), category: 'Gadgets\u0000', receiverName: 'Aline\u0000' },
      files: [png()],
    });
    expect(order.statusCode, order.body).toBe(400);
    expect(order.json().error.fields).toEqual({
      category: NUL_CHARACTER_MESSAGE,
      receiverName: NUL_CHARACTER_MESSAGE,
    });

    const traveler = await createPerson(t.db, t.clock, 'traveler');
    const form = multipart({ residentialAddress: 'KG 7 Ave\u0000', placeOfWork: 'Kigali Heights' }, [
      { name: 'nationalId', filename: 'id.png', type: 'image/png', content: pngBytes() },
    ]);
    const verification = await t.app.inject({
      method: 'POST',
      url: `${API}/me/traveler-verification`,
      cookies: withSession(await openSession(t.db, t.clock, traveler.userId)),
      ...form,
    });
    expect(verification.statusCode, verification.body).toBe(400);
    expect(verification.json().error.fields).toEqual({ residentialAddress: NUL_CHARACTER_MESSAGE });
  });
});
