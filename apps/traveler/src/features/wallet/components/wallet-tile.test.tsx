import { screen, within } from '@testing-library/react';
import { apiError } from '@tote/testing/mock-api';
import { buildWallet, usd } from '@tote/testing/wallet';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { travelerSession } from '../../../testing/trips';

const walletTile = async () => {
  const heading = await screen.findByRole('heading', { name: 'Wallet' });
  const section = heading.closest('section');
  if (!section) throw new Error('Wallet tile not found');
  return section;
};

describe('Overview Wallet tile (a balance and a Withdraw label)', () => {
  it('shows the available balance, what is pending underneath, and leads to Withdraw', async () => {
    renderRoute('/traveler-home', {
      session: travelerSession(),
      api: { 'GET /wallet': { body: buildWallet({ available: usd(4000), pending: usd(1200) }) } },
    });
    const tile = await walletTile();
    expect(await within(tile).findByText('$40.00')).toBeInTheDocument();
    expect(within(tile).getByText('$12.00 pending')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/wallet');
  });

  it('says nothing of pending money when none is pending', async () => {
    renderRoute('/traveler-home', {
      session: travelerSession(),
      api: { 'GET /wallet': { body: buildWallet({ available: usd(2550) }) } },
    });
    const tile = await walletTile();
    expect(await within(tile).findByText('$25.50')).toBeInTheDocument();
    expect(within(tile).queryByText(/pending/)).not.toBeInTheDocument();
  });

  it('shows the error in the tile when the wallet cannot be loaded', async () => {
    renderRoute('/traveler-home', {
      session: travelerSession(),
      api: { 'GET /wallet': apiError(503, 'database_unavailable', 'Tote is busy. Try again in a minute.') },
    });
    const tile = await walletTile();
    expect(await within(tile).findByText('Tote is busy. Try again in a minute.')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Withdraw' })).toBeInTheDocument();
  });
});
