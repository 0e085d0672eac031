import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lastSearchOf } from '@tote/testing/mock-api';
import { SEARCHED_LIST_UP_TO } from '@tote/validation/admin';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { buildAdminUser, buildTravelerUser, buildUserPage } from '../../../testing/users';

/** A user card, named by its heading (the person's name). */
const cardOf = (name: string) => screen.findByRole('article', { name });

describe('Users (/user)', () => {
  it('opens on Senders: cards with initials, name, city and country by name, items sent', async () => {
    const grace = buildAdminUser({ fullName: 'Grace Hopper', state: 'Lagos', country: 'NG', itemsSent: 3 });
    const { api } = renderRoute('/user', { api: { 'GET /admin/users': { body: buildUserPage([grace]) } } });
    const card = await cardOf('Grace Hopper');
    expect(screen.getByRole('tab', { name: 'Senders', selected: true })).toBeInTheDocument();
    expect(within(card).getByText('GH')).toBeInTheDocument();
    expect(within(card).getByText('Lagos, Nigeria')).toBeInTheDocument();
    expect(within(card).getByText('3 items sent')).toBeInTheDocument();
    expect(within(card).queryByText('Deactivated')).not.toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/admin/users')?.get('role')).toBe('sender');
  });

  it('shows travelers with items delivered, verification and the deactivated badge; the tab is in the URL', async () => {
    const ada = buildTravelerUser({ fullName: 'Ada Lovelace', itemsDelivered: 1, deactivated: true });
    const { api, router } = renderRoute('/user', {
      api: {
        'GET /admin/users': () =>
          lastSearchOf(api.fetchMock, '/admin/users')?.get('role') === 'traveler'
            ? { body: buildUserPage([ada]) }
            : { body: buildUserPage([]) },
      },
    });
    const user = userEvent.setup();
    await screen.findByText('No senders yet');
    await user.click(screen.getByRole('tab', { name: 'Travelers' }));
    const card = await cardOf('Ada Lovelace');
    expect(within(card).getByText('1 item delivered')).toBeInTheDocument();
    expect(within(card).getByText('Kigali, Rwanda')).toBeInTheDocument();
    expect(within(card).getByText('Verification pending')).toBeInTheDocument();
    expect(within(card).getByText('Deactivated')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=travelers');
    // Back returns to Senders.
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Senders', selected: true })).toBeInTheDocument();
  });

  it('searches and pages on the server', async () => {
    const people = Array.from({ length: 12 }, (_, index) =>
      buildAdminUser({ fullName: `Sender ${index + 1}` }),
    );
    const { api, router } = renderRoute('/user', {
      api: {
        'GET /admin/users': () => {
          const query = lastSearchOf(api.fetchMock, '/admin/users');
          const page = Number(query?.get('page') ?? '1');
          if (query?.get('q')) return { body: buildUserPage([], { page }) };
          return { body: buildUserPage(people, { total: 30, page }) };
        },
      },
    });
    const user = userEvent.setup();
    await cardOf('Sender 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastSearchOf(api.fetchMock, '/admin/users')?.get('page')).toBe('2'));

    await user.type(screen.getByRole('searchbox', { name: 'Search senders' }), 'kigali');
    expect(await screen.findByText('No senders match “kigali”')).toBeInTheDocument();
    const search = lastSearchOf(api.fetchMock, '/admin/users');
    expect(search?.get('q')).toBe('kigali');
    expect(search?.get('role')).toBe('sender');
    expect(search?.get('page')).toBe('1');
    // Kept in the URL, so Back from a profile finds the same search.
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('kigali');
  });

  it('says when a search has more results than it reaches, and asks for more letters', async () => {
    const people = [buildAdminUser({ fullName: 'Cy Copious' })];
    const { api } = renderRoute('/user?q=copious', {
      api: {
        'GET /admin/users': () =>
          lastSearchOf(api.fetchMock, '/admin/users')?.get('q')
            ? { body: buildUserPage(people, { total: SEARCHED_LIST_UP_TO }) }
            : { body: buildUserPage(people, { total: SEARCHED_LIST_UP_TO + 1 }) },
      },
    });
    await cardOf('Cy Copious');
    expect(screen.getByText('The first 1,000 results; type more to narrow it.')).toBeInTheDocument();
    // An unsearched list is counted to its end: no such line.
    await userEvent.setup().clear(screen.getByRole('searchbox', { name: 'Search senders' }));
    await waitFor(() => expect(lastSearchOf(api.fetchMock, '/admin/users')?.get('q')).toBeFalsy());
    await waitFor(() =>
      expect(screen.queryByText('The first 1,000 results; type more to narrow it.')).not.toBeInTheDocument(),
    );
  });

  it('Message goes to /admin-m?user= without also opening the card; the card opens /admin-p?id=', async () => {
    const grace = buildAdminUser({ fullName: 'Grace Hopper' });
    const { router } = renderRoute('/user', {
      api: { 'GET /admin/users': { body: buildUserPage([grace]) } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Message Grace Hopper' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-m'));
    expect(router.state.location.search).toBe(`?user=${grace.id}`);

    await router.navigate('/user');
    await user.click(await screen.findByRole('link', { name: 'Grace Hopper' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-p'));
    expect(router.state.location.search).toBe(`?id=${grace.id}`);
  });
});
