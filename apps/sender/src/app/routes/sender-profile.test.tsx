import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ApiCall, apiError, buildUser, mockApi } from '@tote/testing/mock-api';
import { renderRoute } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { preloadRegions } from '@tote/ui/edit-profile-dialog';
import type { PublicUser } from '@tote/validation/accounts';
import {
  AVATAR_MAX_BYTES,
  type Profile,
  profileMessages,
  type Review,
  type UpdateProfile,
} from '@tote/validation/profiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../router';

// Edit Profile's states are loaded while its page shows; loaded first here, so opening the dialog never suspends
// inside a click (React warns of a component suspending in an act that was not awaited).
beforeAll(() => preloadRegions());

const USER_ID = 'user-1';
const PHOTO_URL = `/api/v1/users/${USER_ID}/avatar?v=abc123`;

function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: USER_ID,
    fullName: 'Ada Lovelace',
    country: 'GB',
    state: 'California',
    avatarUrl: null,
    rating: 4.3,
    reviewCount: 3,
    deliveriesCount: 7,
    deliveriesCarried: 0,
    memberSince: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

const review = (overrides: Partial<Review> = {}): Review => ({
  id: 'review-1',
  rating: 5,
  text: 'Packed with care, easy to reach.',
  authorName: 'Amina Yusuf',
  createdAt: '2026-02-03T10:00:00.000Z',
  ...overrides,
});

/**
 * The profile route with the real layout, on a mocked API that behaves like the real one: a saved change is
 * what the next GET /auth/session answers.
 */
async function renderProfile({
  profile = buildProfile(),
  reviews = [review()],
  user: userOverrides = {},
  putProfile,
}: {
  profile?: Profile;
  reviews?: Review[];
  user?: Partial<PublicUser>;
  putProfile?: (call: ApiCall) => { status?: number; body?: unknown };
} = {}) {
  let user = buildUser({
    id: USER_ID,
    fullName: profile.fullName,
    country: profile.country,
    ...userOverrides,
  });
  let current = profile;
  const api = mockApi({
    'GET /auth/session': () => ({
      body: { user, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    [`GET /users/${USER_ID}/profile`]: () => ({ body: current }),
    [`GET /users/${USER_ID}/reviews`]: { body: { reviews } },
    [`PUT /users/${USER_ID}/profile`]:
      putProfile ??
      ((call) => {
        const body = call.body as UpdateProfile;
        current = { ...current, fullName: body.fullname, country: body.country, state: body.state };
        user = { ...user, fullName: body.fullname, country: body.country, state: body.state };
        return { body: current };
      }),
    [`PUT /users/${USER_ID}/avatar`]: () => {
      current = { ...current, avatarUrl: PHOTO_URL };
      user = { ...user, avatarUrl: PHOTO_URL };
      return { body: current };
    },
  });
  const view = renderRoute(routes, '/sender-p');
  // The first render loads the lazy route and the session: wait for the card with more than findBy's second.
  await screen.findByRole('heading', { level: 2, name: current.fullName }, { timeout: 10_000 });
  return { api, ...view };
}

const topBar = () => screen.getByRole('banner');

// Full route renders (layout, lazy route, dialogs) with typing take a few seconds on a busy machine.
describe('Sender profile (/sender-p)', { timeout: 20_000 }, () => {
  it('shows name, state and country, rating with Reviews (N), deliveries and the change-photo control', async () => {
    await renderProfile();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).closest('section');
    if (!card) throw new Error('profile card not found');
    expect(within(card).getByText('California, United Kingdom')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Reviews (3)')).toBeInTheDocument();
    // The sender's count is of what they sent that arrived, and says so (the Monthly tile counts requests).
    expect(within(card).getByText('Deliveries sent and delivered:').nextElementSibling).toHaveTextContent(
      '7',
    );
    expect(within(card).getByLabelText('Change photo')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/gif,image/webp',
    );
    expect(within(card).getByText('Photo must be below 2MB.')).toBeInTheDocument();
  });

  it('edits the profile: PUT { fullname, country, state }, then the page, dialog and top bar follow', async () => {
    const user = userEvent.setup();
    const { api } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByRole('combobox', { name: /Country/ })).toHaveValue('GB');
    // The states load with the dialog; California is no state of the United Kingdom, so none is chosen.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /State/ })).toBeEnabled());
    expect(within(dialog).getByRole('combobox', { name: /State/ })).toHaveValue('');

    await user.clear(name);
    await user.type(name, 'Grace Hopper');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Country/ }), 'United States');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /State/ }), 'New York');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Grace Hopper' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('New York, United States')).toBeInTheDocument();
    expect(within(topBar()).getByText('Welcome back, Grace')).toBeInTheDocument();
    expect(screen.getByText('Profile updated')).toBeInTheDocument();

    const puts = api.calls.filter(
      (call) => call.method === 'PUT' && call.path === `/users/${USER_ID}/profile`,
    );
    expect(puts.map((call) => call.body)).toEqual([
      { fullname: 'Grace Hopper', country: 'US', state: 'New York' },
    ]);
  });

  it('offers every country, and the State follows it: Rwanda offers Kigali, never California', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const country = within(dialog).getByRole('combobox', { name: /Country/ });
    const state = () => within(dialog).getByRole('combobox', { name: /State/ });
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
    // Every country, as at sign-up: the spec's five and Nigeria among them.
    for (const name of ['United States', 'Canada', 'United Kingdom', 'Australia', 'Rwanda', 'Nigeria'])
      expect(options(country)).toContain(name);
    await waitFor(() => expect(state()).toBeEnabled());
    expect(options(state())).toContain('London');
    expect(options(state())).not.toContain('California');

    await user.selectOptions(country, 'Rwanda');
    expect(state()).toHaveValue('');
    expect(options(state())).toEqual([
      'Choose your state',
      'Kigali',
      'Eastern',
      'Northern',
      'Western',
      'Southern',
    ]);
    await user.selectOptions(country, 'United States');
    expect(options(state())).toEqual(expect.arrayContaining(['California', 'Texas', 'Florida', 'New York']));
    expect(options(state())).not.toContain('Kigali');
  });

  it('refuses "United Kingdom / California" before sending, and lets a country with no list take any state', async () => {
    const user = userEvent.setup();
    const { api } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /State/ })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a state of United Kingdom please!')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    // Gibraltar has no list of states: a free field.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Country/ }), 'Gibraltar');
    const free = within(dialog).getByRole('textbox', { name: /State/ });
    await user.type(free, 'Westside');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      country: 'GI',
      state: 'Westside',
    });
  });

  it('keeps the dialog open with the message when saving fails, on the field when the server names one', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    await renderProfile({
      putProfile: () => {
        attempt += 1;
        return attempt === 1
          ? apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
          : apiError(400, 'validation_error', 'Please correct 1 field and try again.', {
              fields: { fullname: 'Use at most 100 characters.' },
            });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /State/ })).toBeEnabled());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /State/ }), 'London');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use at most 100 characters.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('checks required fields before sending', async () => {
    const user = userEvent.setup();
    const { api } = await renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Full name/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter your full name please!')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('refuses a photo of 2MB or more before sending it', async () => {
    const user = userEvent.setup();
    const { api } = await renderProfile();
    const input = await screen.findByLabelText('Change photo');
    await user.upload(input, new File([new Uint8Array(AVATAR_MAX_BYTES)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText(profileMessages.avatarTooLarge)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('uploads a new photo and shows it on the page and in the top bar', async () => {
    const user = userEvent.setup();
    const { api } = await renderProfile();
    const input = await screen.findByLabelText('Change photo');
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Photo updated')).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT' && call.path === `/users/${USER_ID}/avatar`);
    expect((put?.body as FormData | undefined)?.has('avatar')).toBe(true);
    const card = screen.getByRole('heading', { level: 2, name: 'Ada Lovelace' }).closest('section');
    if (!card) throw new Error('profile card not found');
    expect(within(card).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', PHOTO_URL);
    await waitFor(() =>
      expect(within(topBar()).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', PHOTO_URL),
    );
  });

  it('lists reviews with date, text and author, or says there are none', async () => {
    await renderProfile({
      reviews: [review(), review({ id: 'review-2', authorName: null, text: null, rating: 3 })],
    });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Packed with care, easy to reach.')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Amina Yusuf')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('3 Feb 2026')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('A former Tote member')).toBeInTheDocument();
  });

  it('shows an empty state without reviews', async () => {
    await renderProfile({ reviews: [], profile: buildProfile({ rating: 0, reviewCount: 0 }) });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByText('Reviews (0)')).toBeInTheDocument();
  });

  it('lists the settings: account settings, switch account, language and help', async () => {
    const user = userEvent.setup();
    await renderProfile();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const list = screen.getByRole('list', { name: 'Settings' });
    expect(within(list).getByRole('link', { name: /Account settings/ })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    // Not a traveler yet: switching starts the traveler onboarding.
    expect(within(list).getByRole('link', { name: /Switch Account/ })).toHaveAttribute(
      'href',
      appHref('shell', '/user-o'),
    );
    expect(within(list).getByText('English, UK')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Help & Support/ })).toHaveAttribute(
      'href',
      appHref('shell', '/help'),
    );
  });

  it('switches a traveler straight to the traveler view', async () => {
    const user = userEvent.setup();
    await renderProfile({ user: { roles: { sender: true, traveler: true, staff: false } } });
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('link', { name: /Switch Account/ })).toHaveAttribute(
      'href',
      appHref('traveler', '/traveler-home'),
    );
  });
});
