import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiReply, apiError, buildUser } from '@tote/testing/mock-api';
import { preloadRegions } from '@tote/ui/edit-profile-dialog';
import { appHref } from '@tote/ui/sites';
import type { PublicUser } from '@tote/validation/accounts';
import type { Profile, UpdateProfile } from '@tote/validation/profiles';
import type { TravelerProfile } from '@tote/validation/trips';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

// Edit Profile's states are loaded while its page shows; loaded first here, so opening the dialog never suspends
// inside a click (React warns of a component suspending in an act that was not awaited).
beforeAll(() => preloadRegions());

const USER_ID = 'user-1';

const traveler = (overrides: Partial<PublicUser> = {}) =>
  buildUser({
    id: USER_ID,
    fullName: 'Amina Yusuf',
    country: 'RW',
    state: 'Kigali',
    roles: { sender: false, traveler: true, staff: false },
    travelerStatus: 'verified',
    ...overrides,
  });

function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: USER_ID,
    fullName: 'Amina Yusuf',
    country: 'RW',
    state: 'Kigali',
    avatarUrl: null,
    rating: 4.8,
    reviewCount: 96,
    deliveriesCount: 0,
    deliveriesCarried: 12,
    memberSince: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

function buildTravelerProfile(overrides: Partial<TravelerProfile> = {}): TravelerProfile {
  return {
    id: 'user-9',
    fullname: 'Kwame Mensah',
    avatarUrl: null,
    state: 'Greater Accra',
    country: 'GH',
    itemsDelivered: 23,
    rating: 4.5,
    reviewCount: 1,
    reviews: [
      {
        id: 'review-1',
        rating: 5,
        text: 'Delivered the laptop on time.',
        authorName: 'Ada Lovelace',
        createdAt: '2026-02-03T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

async function openProfile(user = traveler()) {
  let current = buildProfile();
  let sessionUser = user;
  const view = renderRoute('/profile-t', {
    session: { user: sessionUser, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    api: {
      'GET /auth/session': () => ({
        body: { user: sessionUser, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
      }),
      [`GET /users/${USER_ID}/profile`]: () => ({ body: current }),
      [`GET /users/${USER_ID}/reviews`]: { body: { reviews: [] } },
      [`PUT /users/${USER_ID}/profile`]: (call) => {
        const body = call.body as UpdateProfile;
        current = { ...current, fullName: body.fullname, country: body.country, state: body.state };
        sessionUser = { ...sessionUser, fullName: body.fullname, country: body.country, state: body.state };
        return { body: current };
      },
    },
  });
  await screen.findByRole('heading', { level: 2, name: current.fullName }, { timeout: 10_000 });
  return view;
}

// Full route renders with typing: a ceiling, not a wait (under `pnpm test` seven packages test at once).
describe('Traveler profile (/profile-t)', { timeout: 40_000 }, () => {
  it('shows photo with change-photo, name, state and country, rating and Reviews (n)', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { level: 2, name: 'Amina Yusuf' }).closest('section');
    if (!card) throw new Error('profile card not found');
    expect(within(card).getByText('Kigali, Rwanda')).toBeInTheDocument();
    expect(within(card).getByText('4.8')).toBeInTheDocument();
    expect(within(card).getByText('Reviews (96)')).toBeInTheDocument();
    expect(within(card).getByLabelText('Change photo')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByText(/Senders whose items you carry can review you/)).toBeInTheDocument();
    // A traveler's count is of what they carried (not of what they sent), and says so.
    expect(within(card).getByText('Deliveries carried and delivered:').nextElementSibling).toHaveTextContent(
      '12',
    );
    expect(within(card).queryByText('Deliveries:')).not.toBeInTheDocument();
    expect(within(card).getByText('Member since:')).toBeInTheDocument();
  });

  it('edits the profile through the shared PUT /users/{userId}/profile', async () => {
    const user = userEvent.setup();
    const { api } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.type(name, 'Amina Uwase');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Amina Uwase' })).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === `/users/${USER_ID}/profile`);
    expect(put?.body).toMatchObject({ fullname: 'Amina Uwase' });
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByText('Welcome back, Amina')).toBeInTheDocument(),
    );
  });

  it('lists Account settings, Switch Account (to the sender view), Language and Help & Support', async () => {
    const user = userEvent.setup();
    await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    const settings = await screen.findByRole('list', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: /Account settings/ })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    // A traveler-only account is offered the sender role by the sender app (never the 403 form).
    const switchAccount = within(settings).getByRole('link', { name: /Switch Account/ });
    expect(switchAccount).toHaveAttribute('href', appHref('sender', '/home'));
    expect(switchAccount).toHaveTextContent('Send packages with Tote too');
    expect(within(settings).getByText('English, UK')).toBeInTheDocument();
    expect(within(settings).getByRole('link', { name: /Help & Support/ })).toBeInTheDocument();
  });
});

describe('Traveler account settings (/account-settings)', { timeout: 40_000 }, () => {
  it('has a back arrow to /profile-t and both sections', async () => {
    renderRoute('/account-settings');
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile-t');
    expect(screen.getByRole('heading', { level: 2, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Deactivate account' })).toBeInTheDocument();
  });
});

describe('Traveler profile view (/traveler-p)', { timeout: 40_000 }, () => {
  const openTravelerProfile = async (path: string, answer?: ApiReply) => {
    const view = renderRoute(path, {
      api: answer ? { 'GET /users/user-9/traveler-profile': answer } : {},
    });
    await screen.findByRole('heading', { level: 1, name: 'Traveler Profile' }, { timeout: 10_000 });
    return view;
  };

  it('shows photo, location, items delivered, rating and reviews', async () => {
    await openTravelerProfile('/traveler-p?id=user-9', { body: buildTravelerProfile() });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Kwame Mensah' })).closest('section');
    if (!card) throw new Error('profile card not found');
    expect(within(card).getByRole('img', { name: 'Kwame Mensah' })).toBeInTheDocument();
    expect(within(card).getByText('Greater Accra, Ghana')).toBeInTheDocument();
    expect(within(card).getByText('Deliveries carried and delivered:')).toBeInTheDocument();
    expect(within(card).getByText('23')).toBeInTheDocument();
    expect(within(card).getByText('4.5')).toBeInTheDocument();
    const reviews = screen.getByRole('list', { name: 'Reviews' });
    expect(within(reviews).getByText('Delivered the laptop on time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/traveler-home');
  });

  it('says "No rating yet" before the first review', async () => {
    await openTravelerProfile('/traveler-p?id=user-9', {
      body: buildTravelerProfile({ rating: null, reviewCount: 0, reviews: [] }),
    });
    expect(await screen.findByText('No rating yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('answers "Traveler not found" when the API answers 404', async () => {
    await openTravelerProfile(
      '/traveler-p?id=user-9',
      apiError(404, 'not_found', 'We could not find that traveler.'),
    );
    expect(await screen.findByRole('heading', { name: 'Traveler not found' })).toBeInTheDocument();
  });

  it('names no traveler without ?id=', async () => {
    const { api } = await openTravelerProfile('/traveler-p');
    expect(screen.getByRole('heading', { name: 'Traveler not found' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('traveler-profile'))).toBe(false);
  });

  it('refuses a stub that drifts from TravelerProfileSchema', () => {
    expect(() =>
      renderRoute('/traveler-p?id=user-9', {
        api: {
          'GET /users/user-9/traveler-profile': { body: { ...buildTravelerProfile(), itemsDelivered: '23' } },
        },
      }),
    ).toThrow(/does not match its response schema/);
  });
});
