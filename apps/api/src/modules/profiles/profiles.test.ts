import { messages } from '@tote/validation/accounts';
import { countryMessages } from '@tote/validation/countries';
import { ProfileSchema, ReviewListSchema } from '@tote/validation/profiles';
import { isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  API,
  createStaff,
  getSession,
  signUpVerified,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';
import { orders } from '../../db/schema/orders';
import { reviews } from '../../db/schema/reviews';
import { bayesianRating } from '../reviews/rating';

const t = useAccountsTestApp();

const UPDATE = { fullname: 'Katherine Johnson', country: 'US', state: 'New York' };

function putProfile(token: string, userId: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `${API}/users/${userId}/profile`,
    cookies: withSession(token),
    payload,
  });
}

function getProfile(token: string, userId: string) {
  return t.app.inject({ method: 'GET', url: `${API}/users/${userId}/profile`, cookies: withSession(token) });
}

describe('PUT /users/:userId/profile', () => {
  it('lets the owner change full name, country and state, and answers the profile', async () => {
    const person = await signUpVerified(t, { fullName: 'Ada Lovelace', country: 'GB' });
    const response = await putProfile(person.token, person.userId, UPDATE);
    expect(response.statusCode, response.body).toBe(200);
    const profile = ProfileSchema.parse(response.json());
    expect(profile).toMatchObject({
      id: person.userId,
      fullName: 'Katherine Johnson',
      country: 'US',
      state: 'New York',
      avatarUrl: null,
      rating: 0,
      reviewCount: 0,
      deliveriesCount: 0,
    });
    expect(Number.isNaN(Date.parse(profile.memberSince))).toBe(false);

    // The session (greeting in the top bar) shows the new name.
    const session = await getSession(t, person.token);
    expect(session.json().user).toMatchObject({
      fullName: 'Katherine Johnson',
      country: 'US',
      state: 'New York',
    });
    expect((await getProfile(person.token, person.userId)).json()).toMatchObject({
      fullName: 'Katherine Johnson',
    });
  });

  it('answers 404 to anyone else, and for an id that is not one', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    for (const response of [
      await putProfile(other.token, owner.userId, UPDATE),
      await getProfile(other.token, owner.userId),
      await putProfile(other.token, 'not-a-uuid', UPDATE),
      await putProfile(other.token, '00000000-0000-4000-8000-000000000000', UPDATE),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const unchanged = await getProfile(owner.token, owner.userId);
    expect(unchanged.json().fullName).not.toBe(UPDATE.fullname);
  });

  it('needs a session', async () => {
    const owner = await signUpVerified(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/${owner.userId}/profile`,
      payload: UPDATE,
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets staff read and change anyone’s profile', async () => {
    const owner = await signUpVerified(t);
    const staff = await createStaff(t);
    const changed = await putProfile(staff.token, owner.userId, { ...UPDATE, fullname: 'Changed By Staff' });
    expect(changed.statusCode, changed.body).toBe(200);
    const read = await getProfile(staff.token, owner.userId);
    expect(read.statusCode).toBe(200);
    expect(read.json().fullName).toBe('Changed By Staff');
  });

  it('refuses empty fields with the sign-up form’s messages, per field', async () => {
    const owner = await signUpVerified(t);
    const response = await putProfile(owner.token, owner.userId, { fullname: '  ', country: '', state: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_error',
      fields: {
        fullname: messages.fullNameRequired,
        country: messages.countryRequired,
        state: 'Enter your state please!',
      },
    });
    const freeText = await putProfile(owner.token, owner.userId, { ...UPDATE, country: 'United States' });
    expect(freeText.statusCode).toBe(400);
    expect(freeText.json().error.fields).toEqual({ country: countryMessages.countryInvalid });
    const lowerCase = await putProfile(owner.token, owner.userId, {
      ...UPDATE,
      country: 'ng',
      state: 'Lagos',
    });
    expect(lowerCase.statusCode, lowerCase.body).toBe(200);
    expect(lowerCase.json().country).toBe('NG');
    const tooLong = await putProfile(owner.token, owner.userId, { ...UPDATE, fullname: 'x'.repeat(101) });
    expect(tooLong.json().error.fields).toEqual({ fullname: 'Use at most 100 characters.' });
  });

  it('refuses a state of another country, takes Rwanda with Kigali, and any state where no list fits', async () => {
    const owner = await signUpVerified(t);
    const wrong = await putProfile(owner.token, owner.userId, {
      ...UPDATE,
      country: 'GB',
      state: 'California',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'validation_error',
      message: 'Choose a state of United Kingdom please!',
      fields: { state: 'Choose a state of United Kingdom please!' },
    });
    expect((await getProfile(owner.token, owner.userId)).json().state).not.toBe('California');

    const kigali = await putProfile(owner.token, owner.userId, { ...UPDATE, country: 'RW', state: 'Kigali' });
    expect(kigali.statusCode, kigali.body).toBe(200);
    expect(kigali.json()).toMatchObject({ country: 'RW', state: 'Kigali' });
    const london = await putProfile(owner.token, owner.userId, { ...UPDATE, country: 'GB', state: 'London' });
    expect(london.statusCode, london.body).toBe(200);
    // Gibraltar's one "region" is itself: the state is written freely there.
    const free = await putProfile(owner.token, owner.userId, { ...UPDATE, country: 'GI', state: 'Westside' });
    expect(free.statusCode, free.body).toBe(200);
  });

  it('never takes roles or ids from the body', async () => {
    const owner = await signUpVerified(t);
    const response = await putProfile(owner.token, owner.userId, {
      ...UPDATE,
      isStaff: true,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(owner.userId);
    expect((await getSession(t, owner.token)).json().user.roles.staff).toBe(false);
  });
});

describe('rating, reviews and deliveries', () => {
  it('rates with the Bayesian average of the shown reviews, counts them and lists them newest first', async () => {
    const subject = await signUpVerified(t);
    const author = await signUpVerified(t, { fullName: 'Rita Reviewer' });
    const base = t.clock.now().getTime();
    await t.db.insert(reviews).values([
      {
        subjectUserId: subject.userId,
        authorUserId: author.userId,
        rating: 4,
        text: 'On time.',
        createdAt: new Date(base - 3_000),
        revealedAt: new Date(base),
      },
      {
        subjectUserId: subject.userId,
        authorUserId: author.userId,
        rating: 5,
        text: 'Great!',
        createdAt: new Date(base - 2_000),
        revealedAt: new Date(base),
      },
      {
        subjectUserId: subject.userId,
        authorUserId: null,
        rating: 4,
        text: null,
        createdAt: new Date(base - 1_000),
        revealedAt: new Date(base),
      },
      // Someone else's review does not count.
      {
        subjectUserId: author.userId,
        authorUserId: subject.userId,
        rating: 1,
        text: 'Late.',
        createdAt: new Date(base),
        revealedAt: new Date(base),
      },
      // Not shown yet (the other side has not written, the window is open): not counted, not listed.
      {
        subjectUserId: subject.userId,
        authorUserId: author.userId,
        rating: 1,
        text: 'Hidden until both wrote.',
        createdAt: new Date(base),
        windowClosesAt: new Date(base + 86_400_000),
      },
    ]);

    const profile = ProfileSchema.parse((await getProfile(subject.token, subject.userId)).json());
    // (C × m + Σ) / (C + n) with m the platform's mean of shown reviews (docs/decisions/018-reviews.md).
    const shown = await t.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(isNotNull(reviews.revealedAt));
    const platform = { count: shown.length, sum: shown.reduce((sum, row) => sum + row.rating, 0) };
    expect(profile.rating).toBe(bayesianRating({ count: 3, sum: 13 }, platform));
    expect(profile.rating).not.toBe(4.3);
    expect(profile.reviewCount).toBe(3);

    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${subject.userId}/reviews`,
      cookies: withSession(subject.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    const { reviews: listed } = ReviewListSchema.parse(list.json());
    expect(listed.map((review) => [review.rating, review.text, review.authorName])).toEqual([
      [4, null, null],
      [5, 'Great!', 'Rita Reviewer'],
      [4, 'On time.', 'Rita Reviewer'],
    ]);

    const stranger = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${subject.userId}/reviews`,
      cookies: withSession(author.token),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('counts the sender’s delivered orders only', async () => {
    const sender = await signUpVerified(t);
    const now = t.clock.now();
    const order = (deliveryId: string, status: 'delivered' | 'processing' | 'cancelled') => ({
      deliveryId,
      senderId: sender.userId,
      category: 'Gadgets',
      itemNames: ['Phone'],
      pickupAddress: '1 Main St',
      pickupCountry: 'GB',
      deliveryAddress: '2 High St',
      deliveryCountry: 'RW',
      receiverName: 'Receiver',
      receiverPhone: '+250788123456',
      weightGrams: 500,
      priceMinor: 2500,
      status,
      searchText: deliveryId.toLowerCase(),
      createdAt: now,
      updatedAt: now,
    });
    const suffix = sender.userId
      .slice(0, 4)
      .toUpperCase()
      .replace(/[^A-Z2-9]/g, 'X');
    await t.db
      .insert(orders)
      .values([
        order(`TT-A${suffix}1`, 'delivered'),
        order(`TT-B${suffix}2`, 'delivered'),
        order(`TT-C${suffix}3`, 'processing'),
        order(`TT-D${suffix}4`, 'cancelled'),
      ]);
    const profile = ProfileSchema.parse((await getProfile(sender.token, sender.userId)).json());
    expect(profile.deliveriesCount).toBe(2);
  });
});
