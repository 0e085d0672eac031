import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, lastSearchOf } from '@tote/testing/mock-api';
import { matchMessages } from '@tote/validation/matches';
import { describe, expect, it } from 'vitest';
import { buildMatchMadeAgo, buildMatchPage, buildOrder } from '../../../testing/admin';
import { renderRoute } from '../../../testing/render-route';

function cardOf(heading: HTMLElement): HTMLElement {
  const card = heading.closest('article');
  if (!card) throw new Error('match card not found');
  return card;
}

describe('Active Log (/admin-p)', () => {
  it('lists my matches with the red notice, Sender from, Traveler to, the age and the hours left', async () => {
    // Half an hour inside the hour, so the whole hours shown do not depend on how long the test takes.
    const match = buildMatchMadeAgo(3.5, {
      itemNames: ['Laptop', 'Charger'],
      category: 'Gadgets',
      sender: { id: 's1', name: 'Grace Hopper', country: 'CA' },
      traveler: { id: 't1', name: 'Amina Uwase', country: 'KE' },
    });
    const { api } = renderRoute('/admin-p', { api: { 'GET /matches': { body: buildMatchPage([match]) } } });
    const card = cardOf(await screen.findByRole('heading', { name: 'Laptop, Charger' }));
    expect(screen.getByText(matchMessages.unmatchWindowPassed)).toBeInTheDocument();
    expect(within(card).getByText('Canada · Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('Kenya · Amina Uwase')).toBeInTheDocument();
    expect(within(card).getByText('Matched 3 hrs ago')).toBeInTheDocument();
    expect(within(card).getByText('20 hours left')).toBeInTheDocument();
    expect(within(card).getByText('Gadgets: Laptop, Charger')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Unmatch ${match.deliveryId}` })).toBeEnabled();
    expect(lastSearchOf(api.fetchMock, '/matches')?.get('mine')).toBe('true');
  });

  it('greys Unmatch once the 24 hours have passed', async () => {
    const match = buildMatchMadeAgo(30.5);
    renderRoute('/admin-p', { api: { 'GET /matches': { body: buildMatchPage([match]) } } });
    const card = cardOf(await screen.findByRole('heading', { name: match.itemNames.join(', ') }));
    expect(within(card).getByText('Matched 30 hrs ago')).toBeInTheDocument();
    expect(within(card).getByText('Window closed')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Unmatch ${match.deliveryId}` })).toBeDisabled();
  });

  it('unmatches, and the log shows the match undone', async () => {
    const match = buildMatchMadeAgo(1.5, { itemNames: ['Camera'] });
    let undone = false;
    const { api } = renderRoute('/admin-p', {
      api: {
        'GET /matches': () => ({
          body: buildMatchPage([
            undone ? { ...match, unmatchedAt: new Date().toISOString(), canUnmatch: false } : match,
          ]),
        }),
        [`POST /matches/${match.id}/unmatch`]: () => {
          undone = true;
          return { body: { ...match, orderStatus: 'processing', unmatchedAt: new Date().toISOString() } };
        },
      },
    });
    const card = cardOf(await screen.findByRole('heading', { name: 'Camera' }));
    await userEvent.setup().click(within(card).getByRole('button', { name: `Unmatch ${match.deliveryId}` }));
    expect(await within(card).findByText('Unmatched')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Unmatch ${match.deliveryId}` })).toBeDisabled();
    expect(api.calls.filter((call) => call.path.endsWith('/unmatch'))).toHaveLength(1);
  });

  it('shows the server’s refusal when the window passed by its clock (409)', async () => {
    const order = buildOrder({ itemNames: ['Drone'] });
    const match = buildMatchMadeAgo(23.5, { itemNames: order.itemNames });
    renderRoute('/admin-p', {
      api: {
        'GET /matches': { body: buildMatchPage([match]) },
        [`POST /matches/${match.id}/unmatch`]: apiError(
          409,
          'unmatch_window_passed',
          matchMessages.unmatchWindowPassed,
        ),
      },
    });
    const card = cardOf(await screen.findByRole('heading', { name: 'Drone' }));
    await userEvent.setup().click(within(card).getByRole('button', { name: `Unmatch ${match.deliveryId}` }));
    await waitFor(() =>
      expect(within(card).getByRole('alert')).toHaveTextContent(matchMessages.unmatchWindowPassed),
    );
  });

  it('says the log is empty before the first match', async () => {
    renderRoute('/admin-p');
    expect(await screen.findByText('Your activity log is empty')).toBeInTheDocument();
  });
});
