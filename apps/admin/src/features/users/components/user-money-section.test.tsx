import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildUserMoney,
  buildWallet,
  buildWalletEntry,
  buildWalletHistoryPage,
  usd,
} from '../../../testing/money';
import { renderRoute } from '../../../testing/render-route';
import { buildAdminUser, buildTravelerUser } from '../../../testing/users';

describe('the Money of a person on /admin-p?id=', () => {
  it('shows a traveler’s balances, pending days, bank account and latest history', async () => {
    const traveler = buildTravelerUser({ travelerStatus: 'verified' });
    const wallet = buildWallet({
      available: usd(12000),
      pending: usd(4500),
      inPayout: usd(2000),
      pendingEarnings: [
        {
          deliveryId: 'TT-PPPPP2',
          amount: usd(4500),
          availableAt: '2030-03-09T12:00:00.000Z',
          frozen: false,
        },
      ],
      payoutMethod: {
        kind: 'iban',
        holderName: 'Ada Lovelace',
        country: 'GB',
        last4: '1234',
        updatedAt: '2030-03-01T12:00:00.000Z',
      },
    });
    const history = buildWalletHistoryPage(
      [
        buildWalletEntry({
          kind: 'withdrawn',
          amount: usd(-2000),
          description: 'Withdrawal to IBAN ••••1234',
        }),
        buildWalletEntry({ kind: 'earned', amount: usd(4500), deliveryId: 'TT-PPPPP2' }),
      ],
      { total: 14 },
    );
    renderRoute(`/admin-p?id=${traveler.id}`, {
      api: {
        [`GET /admin/users/${traveler.id}`]: { body: traveler },
        [`GET /admin/users/${traveler.id}/money`]: { body: buildUserMoney(wallet, history) },
      },
    });
    const money = await screen.findByRole('region', { name: 'Money' });
    const available = await within(money).findByText('Available');
    expect(available.nextElementSibling).toHaveTextContent('$120.00');
    expect(within(money).getByText('Pending').nextElementSibling).toHaveTextContent('$45.00');
    expect(within(money).getByText('In payout').nextElementSibling).toHaveTextContent('$20.00');
    expect(money).toHaveTextContent(/available on Mar 9, 2030/);
    expect(within(money).getAllByRole('link', { name: 'TT-PPPPP2' })[0]).toHaveAttribute(
      'href',
      '/dev-d?id=TT-PPPPP2',
    );
    expect(within(money).getByText('Payout method').nextElementSibling).toHaveTextContent(
      'IBAN ••••1234 · Ada Lovelace · United Kingdom',
    );
    expect(money).toHaveTextContent('The latest 2 of 14 lines.');
    const table = within(money).getByRole('table', { name: 'Wallet history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Withdrawn');
    expect(rows[0]).toHaveTextContent('−$20.00');
    expect(rows[1]).toHaveTextContent('Earned');
    expect(rows[1]).toHaveTextContent('+$45.00');
  });

  it('says when a traveler has no bank account yet', async () => {
    const traveler = buildTravelerUser();
    renderRoute(`/admin-p?id=${traveler.id}`, {
      api: {
        [`GET /admin/users/${traveler.id}`]: { body: traveler },
        [`GET /admin/users/${traveler.id}/money`]: { body: buildUserMoney() },
      },
    });
    const money = await screen.findByRole('region', { name: 'Money' });
    expect(await within(money).findByText(/^No bank account yet/)).toBeInTheDocument();
    expect(money).toHaveTextContent(/Nothing yet/);
  });

  it('shows no Money for a sender and does not ask for it', async () => {
    const sender = buildAdminUser();
    const { api } = renderRoute(`/admin-p?id=${sender.id}`, {
      api: { [`GET /admin/users/${sender.id}`]: { body: sender } },
    });
    await screen.findByRole('region', { name: 'Profile' });
    expect(screen.queryByRole('region', { name: 'Money' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path.endsWith('/money'))).toBe(false);
  });
});
