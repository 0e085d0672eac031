import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildConversation, buildMessage, chatStub } from '@tote/testing/messages';
import { apiError, lastSearchOf } from '@tote/testing/mock-api';
import type { Conversation } from '@tote/validation/messages';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const thread = (n: number, name: string, unread: number, body: string): Conversation => {
  const id = `c0000000-0000-4000-8000-00000000010${n}`;
  return buildConversation({
    id,
    title: name,
    person: { id: `user-${n}`, name, avatarUrl: null },
    lastMessage: buildMessage({
      id: String(n * 10),
      conversationId: id,
      body,
      authorName: name,
      fromStaff: false,
    }),
    unread,
  });
};
const grace = thread(1, 'Grace Sender', 2, 'Where is my parcel?');
const olu = thread(2, 'Olu Other', 0, 'Thanks!');
const tess = thread(3, 'Tess Traveler', 1, 'My trip was approved?');

const staffChat = () =>
  chatStub({
    conversations: [grace, olu, tess],
    me: 'Admin',
    list: (call) => {
      const side = call.search.get('side') ?? 'senders';
      const q = call.search.get('q')?.toLowerCase();
      const onSide = side === 'travelers' ? [tess] : [grace, olu];
      return q ? onSide.filter((c) => c.title.toLowerCase().includes(q)) : onSide;
    },
  });

const open = (path = '/admin-m', api = staffChat()) => renderRoute(path, { api });
const list = (name: string) => screen.findByRole('list', { name }, { timeout: 10_000 });

describe('Admin messages (/admin-m)', { timeout: 20_000 }, () => {
  it('opens on Senders with name, last message, time and an unread badge only above 0', async () => {
    const { api } = open();
    const senders = await list('Senders conversations');
    expect(screen.getByRole('tab', { name: 'Senders', selected: true })).toBeInTheDocument();
    const rows = within(senders).getAllByRole('button');
    expect(rows[0]).toHaveTextContent(/^GSGrace Sender/);
    expect(rows[1]).toHaveTextContent(/^OOOlu Other/);
    expect(rows[0]).toHaveTextContent('Where is my parcel?');
    expect(rows[0]).toHaveTextContent('2 unread');
    expect(rows[0]?.querySelector('time')).toHaveAttribute('dateTime', grace.lastMessage?.createdAt);
    expect(rows[1]).not.toHaveTextContent(/unread/);
    expect(lastSearchOf(api.fetchMock, '/conversations')?.get('side')).toBe('senders');
  });

  it('lists travelers on the Travelers tab', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await list('Senders conversations');
    await user.click(screen.getByRole('tab', { name: 'Travelers' }));
    const travelers = await list('Travelers conversations');
    expect(within(travelers).getByRole('button', { name: /Tess Traveler/ })).toHaveTextContent('1 unread');
    expect(lastSearchOf(api.fetchMock, '/conversations')?.get('side')).toBe('travelers');
  });

  it('searches on the server by name, once typing stops', async () => {
    const user = userEvent.setup();
    const { api } = open();
    await list('Senders conversations');
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'olu');
    await waitFor(() => expect(lastSearchOf(api.fetchMock, '/conversations')?.get('q')).toBe('olu'));
    await waitFor(async () =>
      expect(within(await list('Senders conversations')).getAllByRole('button')).toHaveLength(1),
    );
    // Debounced: not one request per letter.
    const searches = api.calls.filter((call) => call.path === '/conversations' && call.search.get('q'));
    expect(searches.length).toBeLessThanOrEqual(1);
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zzz');
    expect(await screen.findByText('No conversations match “oluzzz”')).toBeInTheDocument();
  });

  it('selecting opens "Chat with {name}", reads it and answers; back closes it', async () => {
    const user = userEvent.setup();
    const { api } = open();
    const senders = await list('Senders conversations');
    await user.click(within(senders).getByRole('button', { name: /Grace Sender/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chat with Grace Sender' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Message from Grace Sender' })).toHaveTextContent(
      'Where is my parcel?',
    );
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === `/conversations/${grace.id}/read`)?.body).toEqual({
        upToId: '10',
      }),
    );
    await user.type(screen.getByPlaceholderText('Type a message...'), 'It is on the way.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('listitem', { name: 'Sent message' })).toHaveTextContent(
      'It is on the way.',
    );

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(screen.queryByRole('heading', { name: /Chat with/ })).not.toBeInTheDocument();
  });

  it('?user=<userId> opens that person’s chat with Admin (the Users screen’s Message button)', async () => {
    open('/admin-m?user=user-3', {
      ...staffChat(),
      'GET /users/user-3/support-conversation': { body: tess },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chat with Tess Traveler' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('My trip was approved?', { selector: 'li div' })).toBeInTheDocument();
  });

  it('says so when the link names nobody with a support thread', async () => {
    open('/admin-m?user=nobody', {
      ...staffChat(),
      'GET /users/nobody/support-conversation': apiError(404, 'not_found', 'Not found.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no sender or traveler with this link.',
    );
  });
});
