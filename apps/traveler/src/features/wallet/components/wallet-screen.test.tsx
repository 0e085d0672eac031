import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@tote/testing/mock-api';
import {
  buildPayout,
  buildPayoutPage,
  buildWallet,
  buildWalletEntry,
  buildWalletHistoryPage,
  ibanMethod,
  usd,
} from '@tote/testing/wallet';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { travelerSession } from '../../../testing/trips';

// This year's dates, so they read as "28 Nov" (the year is only written for other years).
const thisYear = (monthDay: string) => `${new Date().getFullYear()}-${monthDay}T12:00:00.000Z`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Idempotency-Key each POST /wallet/withdrawals carried. */
const withdrawalKeys = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls
    .map(([input]) => input)
    .filter(
      (input): input is Request =>
        input instanceof Request && input.method === 'POST' && input.url.endsWith('/wallet/withdrawals'),
    )
    .map((request) => request.headers.get('idempotency-key'));

const withdrawForm = () => screen.getByRole('form', { name: 'Withdraw' });

describe('/wallet (Withdraw Wallet)', () => {
  it('shows the balances, each pending amount with the day it frees, and the history', async () => {
    renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': {
          body: buildWallet({
            available: usd(4000),
            pending: usd(3700),
            inPayout: usd(2000),
            pendingEarnings: [
              { deliveryId: 'TT-7K3Q9M', amount: usd(1200), availableAt: thisYear('11-28'), frozen: false },
              // A dispute is open about this one (ADR 019): on hold, whatever its date says.
              { deliveryId: 'TT-6WQ4HT', amount: usd(2500), availableAt: thisYear('11-30'), frozen: true },
            ],
            payoutMethod: ibanMethod('1234'),
          }),
        },
        'GET /wallet/history': {
          body: buildWalletHistoryPage([
            buildWalletEntry({
              kind: 'withdrawn',
              amount: usd(-2000),
              at: thisYear('11-26'),
              description: 'Withdrawal to IBAN ••••1234',
            }),
            buildWalletEntry({
              kind: 'earned',
              amount: usd(4500),
              at: thisYear('11-20'),
              deliveryId: 'TT-8RJ5VN',
              description: 'Earned for delivery TT-8RJ5VN',
            }),
          ]),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Overview' })).toHaveAttribute('href', '/traveler-home');
    await screen.findByRole('heading', { name: 'Available' });
    const tile = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
    expect(within(tile('Available')).getByText('$40.00')).toBeInTheDocument();
    expect(within(tile('Pending')).getByText('$37.00')).toBeInTheDocument();
    expect(within(tile('In payout')).getByText('$20.00')).toBeInTheDocument();

    const pending = screen.getByRole('list', { name: 'Pending earnings' });
    const [first, second] = within(pending).getAllByRole('listitem');
    expect(first).toHaveTextContent('$12.00 for TT-7K3Q9M');
    expect(first).toHaveTextContent('Available on 28 Nov');
    expect(within(first as HTMLElement).getByRole('link', { name: 'TT-7K3Q9M' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-7K3Q9M',
    );
    expect(second).toHaveTextContent('On hold: the sender opened a dispute');
    expect(second).not.toHaveTextContent('Available on');

    expect(screen.getByText('IBAN ••••1234')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();

    const history = await screen.findByRole('table', { name: 'Wallet history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('26 Nov');
    expect(rows[0]).toHaveTextContent('Withdrawn');
    expect(rows[0]).toHaveTextContent('−$20.00');
    expect(rows[1]).toHaveTextContent('Earned');
    expect(rows[1]).toHaveTextContent('+$45.00');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'TT-8RJ5VN' })).toHaveAttribute(
      'href',
      '/delivery-tracking?id=TT-8RJ5VN',
    );
  });

  it('pages the history, and a failed payout’s line says why', async () => {
    const user = userEvent.setup();
    const failed = buildWalletEntry({
      kind: 'payout_failed',
      amount: usd(3000),
      at: thisYear('11-22'),
      description:
        'Payout to IBAN ••••1234 failed. The bank closed this account. The money is back in your available balance.',
    });
    const older = buildWalletEntry({ kind: 'refunded', amount: usd(-1500), deliveryId: 'TT-5CX8HP' });
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet/history': ({ search }) =>
          search.get('page') === '2'
            ? { body: buildWalletHistoryPage([older], { page: 2, total: 11 }) }
            : { body: buildWalletHistoryPage([failed], { page: 1, total: 11 }) },
      },
    });
    const history = await screen.findByRole('table', { name: 'Wallet history' });
    expect(within(history).getByText('Payout failed')).toBeInTheDocument();
    expect(within(history).getByText(/The bank closed this account\./)).toBeInTheDocument();
    expect(within(history).getByText('+$30.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(history).findByText('Refunded')).toBeInTheDocument();
    expect(within(history).getByText('−$15.00')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path === '/wallet/history').map((call) => call.search.get('page')),
    ).toEqual(['1', '2']);
  });

  it('withdraws: the amount in cents with an Idempotency-Key, then says where the money is going', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': { body: buildWallet({ available: usd(4000), payoutMethod: ibanMethod() }) },
        'POST /wallet/withdrawals': { status: 201, body: buildPayout({ amount: usd(2550) }) },
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '25.50');
    await user.click(within(withdrawForm()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent('$25.50 is on its way to IBAN ••••1234');
    const posts = api.calls.filter((call) => call.method === 'POST' && call.path === '/wallet/withdrawals');
    expect(posts.map((call) => call.body)).toEqual([{ amountMinor: 2550 }]);
    const [key] = withdrawalKeys(api.fetchMock);
    expect(key).toMatch(UUID);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('fills in the whole available balance with Withdraw all', async () => {
    const user = userEvent.setup();
    renderRoute('/wallet', {
      session: travelerSession(),
      api: { 'GET /wallet': { body: buildWallet({ available: usd(4050), payoutMethod: ibanMethod() }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw all' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('40.50');
  });

  it('refuses more than the available balance before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: { 'GET /wallet': { body: buildWallet({ available: usd(4000), payoutMethod: ibanMethod() }) } },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '50');
    await user.click(within(withdrawForm()).getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText('You can withdraw at most your available balance, $40.00.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, '5');
    expect(await screen.findByText('The smallest withdrawal is $10.00.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a bank account before withdrawing', async () => {
    const user = userEvent.setup();
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: { 'GET /wallet': { body: buildWallet({ available: usd(4000) }) } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '20');
    await user.click(within(withdrawForm()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(withdrawForm()).findByRole('alert')).toHaveTextContent(
      'Add a bank account before you withdraw.',
    );
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(withdrawForm()).getByRole('button', { name: 'Add bank account' }));
    expect(await screen.findByRole('dialog', { name: 'Add bank account' })).toBeInTheDocument();
  });

  it('shows the server’s refusal on the amount, and a repeat of the same amount keeps its key', async () => {
    const user = userEvent.setup();
    const refusal = 'You can withdraw at most your available balance, $15.00.';
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': { body: buildWallet({ available: usd(4000), payoutMethod: ibanMethod() }) },
        'POST /wallet/withdrawals': apiError(409, 'insufficient_balance', refusal, {
          fields: { amountMinor: refusal },
        }),
      },
    });
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '30');
    await user.click(within(withdrawForm()).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(withdrawForm()).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawalKeys(api.fetchMock)).toHaveLength(2));
    const [firstKey, secondKey] = withdrawalKeys(api.fetchMock);
    expect(secondKey).toBe(firstKey);
  });

  it('shows the server’s 409 when the bank account went missing meanwhile', async () => {
    const user = userEvent.setup();
    renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': { body: buildWallet({ available: usd(4000), payoutMethod: ibanMethod() }) },
        'POST /wallet/withdrawals': apiError(
          409,
          'payout_method_required',
          'Add a bank account before you withdraw.',
        ),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '20');
    await user.click(within(withdrawForm()).getByRole('button', { name: 'Withdraw' }));
    expect(await within(withdrawForm()).findByRole('alert')).toHaveTextContent(
      'Add a bank account before you withdraw.',
    );
  });

  it('saves an IBAN and shows the server’s message on the field it names', async () => {
    const user = userEvent.setup();
    const message =
      'This IBAN starts with a country code that does not use IBANs. Check the first two letters.';
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': { body: buildWallet({ available: usd(4000) }) },
        'PUT /wallet/payout-method': apiError(400, 'validation_error', message, {
          fields: { iban: message },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    expect(within(dialog).getByRole('radio', { name: 'IBAN' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Account holder' })).toHaveValue('Ada Lovelace');
    const iban = within(dialog).getByRole('textbox', { name: 'IBAN' });

    await user.type(iban, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(
      await within(dialog).findByText('Enter a valid IBAN, e.g. GB82 WEST 1234 5698 7654 32.'),
    ).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(iban);
    await user.type(iban, 'xx82 west 1234 5698 7654 32');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ kind: 'iban', holderName: 'Ada Lovelace', iban: 'XX82WEST12345698765432' });
  });

  it('saves a US account and shows it by its last four digits', async () => {
    const user = userEvent.setup();
    let saved = false;
    const { api } = renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': () => ({
          body: buildWallet({
            payoutMethod: saved
              ? { ...ibanMethod('6789'), kind: 'us_account', country: 'US', holderName: 'Ada King' }
              : null,
          }),
        }),
        'PUT /wallet/payout-method': () => {
          saved = true;
          return {
            body: { ...ibanMethod('6789'), kind: 'us_account', country: 'US', holderName: 'Ada King' },
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    await user.click(within(dialog).getByRole('radio', { name: 'US account and routing number' }));
    const holder = within(dialog).getByRole('textbox', { name: 'Account holder' });
    await user.clear(holder);
    await user.type(holder, 'Ada King');
    await user.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '000123456789');
    await user.type(within(dialog).getByRole('textbox', { name: 'Routing number' }), '011000015');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Account ••••6789')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      kind: 'us_account',
      holderName: 'Ada King',
      accountNumber: '000123456789',
      routingNumber: '011000015',
    });
  });

  it('shows each payout’s state with the date of every step, and why one failed', async () => {
    const user = userEvent.setup();
    renderRoute('/wallet', {
      session: travelerSession(),
      api: {
        'GET /wallet': { body: buildWallet({ available: usd(4000), payoutMethod: ibanMethod() }) },
        'GET /wallet/payouts': {
          body: buildPayoutPage([
            buildPayout({ amount: usd(1500), status: 'requested', requestedAt: thisYear('11-27') }),
            buildPayout({
              amount: usd(3000),
              status: 'failed',
              requestedAt: thisYear('11-20'),
              approvedAt: thisYear('11-21'),
              failedAt: thisYear('11-22'),
              failureReason: 'The bank closed this account.',
            }),
          ]),
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Payouts' }));
    const requested = await screen.findByRole('article', { name: '$15.00 to IBAN ••••1234' });
    expect(within(requested).getByText('Requested', { selector: 'span' })).toBeInTheDocument();
    expect(within(requested).getByText('Waiting for Tote to check and approve it.')).toBeInTheDocument();

    const failed = screen.getByRole('article', { name: '$30.00 to IBAN ••••1234' });
    expect(within(failed).getByText('Failed', { selector: 'span' })).toBeInTheDocument();
    expect(
      within(failed).getByText('The bank closed this account. The money is back in your available balance.'),
    ).toBeInTheDocument();
    const steps = within(within(failed).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Completed: Requested.*20 Nov/),
      expect.stringMatching(/^Completed: Approved.*21 Nov/),
      expect.stringMatching(/^Cancelled: Failed.*22 Nov/),
    ]);
  });
});
