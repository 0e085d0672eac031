import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, lastSearchOf } from '@tote/testing/mock-api';
import { walletErrors, walletMessages } from '@tote/validation/wallet';
import { describe, expect, it } from 'vitest';
import { buildPayout, buildPayoutPage, usd } from '../../../testing/money';
import { renderRoute } from '../../../testing/render-route';

function rowOf(heading: HTMLElement): HTMLElement {
  const row = heading.closest('article');
  if (!row) throw new Error('row not found');
  return row;
}

function detailsOf(row: HTMLElement): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const term of within(row).getAllByRole('term')) {
    entries[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return entries;
}

const { payoutNotPending, providerUnavailable } = walletErrors;

describe('Payouts (/payouts)', () => {
  it('lists requested payouts oldest first with the traveler, amount, destination, date and state', async () => {
    const older = buildPayout({
      amount: usd(4500),
      destination: 'IBAN ••••1234',
      requestedAt: '2030-03-01T09:00:00.000Z',
      traveler: { id: '00000000-0000-4000-a000-000000000101', fullName: 'Amani Uwimana' },
    });
    const newer = buildPayout({
      amount: usd(2000),
      destination: 'Account ••••6789',
      requestedAt: '2030-03-04T09:00:00.000Z',
      traveler: { id: '00000000-0000-4000-a000-000000000102', fullName: 'Kofi Mensah' },
    });
    const { api } = renderRoute('/payouts', {
      api: { 'GET /admin/payouts': { body: buildPayoutPage([older, newer]) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Amani Uwimana', 'Kofi Mensah']);
    const row = rowOf(headings[0] as HTMLElement);
    expect(row).toHaveTextContent('$45.00');
    expect(row).toHaveTextContent('Requested');
    expect(detailsOf(row)).toMatchObject({
      Destination: 'IBAN ••••1234',
      Requested: expect.stringMatching(/2030/),
    });
    expect(within(row).getByRole('link', { name: 'Amani Uwimana' })).toHaveAttribute(
      'href',
      `/admin-p?id=${older.traveler.id}`,
    );
    expect(screen.getByText('2 requested payouts, oldest first')).toBeInTheDocument();
    expect(lastSearchOf(api.fetchMock, '/admin/payouts')?.get('status')).toBe('requested');
  });

  it('filters by status through the tabs, kept in the URL', async () => {
    const paid = buildPayout({
      status: 'paid',
      approvedAt: '2030-03-07T09:00:00.000Z',
      paidAt: '2030-03-08T09:00:00.000Z',
      traveler: { id: '00000000-0000-4000-a000-000000000103', fullName: 'Paid Traveler' },
    });
    const failed = buildPayout({
      status: 'failed',
      failedAt: '2030-03-08T09:00:00.000Z',
      failureReason: 'The bank returned it: account closed.',
      traveler: { id: '00000000-0000-4000-a000-000000000104', fullName: 'Failed Traveler' },
    });
    const { api, router } = renderRoute('/payouts', {
      api: {
        'GET /admin/payouts': () => {
          const status = lastSearchOf(api.fetchMock, '/admin/payouts')?.get('status');
          return {
            body: buildPayoutPage(status === 'paid' ? [paid] : status === 'failed' ? [failed] : []),
          };
        },
      },
    });
    expect(await screen.findByText('No payout is waiting')).toBeInTheDocument();
    const user = userEvent.setup();
    const tabs = screen.getByRole('tablist', { name: 'Payouts by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Requested', 'Approved', 'Paid', 'Failed']);
    await user.click(within(tabs).getByRole('tab', { name: 'Paid' }));
    const paidRow = rowOf(await screen.findByRole('heading', { name: 'Paid Traveler' }));
    expect(detailsOf(paidRow)).toHaveProperty('Paid');
    expect(within(paidRow).queryByRole('button')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=paid');

    await user.click(within(tabs).getByRole('tab', { name: 'Failed' }));
    const failedRow = rowOf(await screen.findByRole('heading', { name: 'Failed Traveler' }));
    expect(detailsOf(failedRow).Reason).toBe('The bank returned it: account closed.');
    expect(lastSearchOf(api.fetchMock, '/admin/payouts')?.get('status')).toBe('failed');
  });

  it('approves a requested payout and asks for the list again', async () => {
    const payout = buildPayout({ amount: usd(4500) });
    let approved = false;
    const { api } = renderRoute('/payouts', {
      api: {
        'GET /admin/payouts': () => ({ body: buildPayoutPage(approved ? [] : [payout]) }),
        [`POST /admin/payouts/${payout.id}/approve`]: () => {
          approved = true;
          return { body: { ...payout, status: 'approved', approvedAt: '2030-03-07T09:00:00.000Z' } };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve payout of $45.00 to Ada Lovelace' }));
    expect(await screen.findByText('No payout is waiting')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === `/admin/payouts/${payout.id}/approve`)).toHaveLength(1);
    expect(api.calls.filter((call) => call.method === 'GET' && call.path === '/admin/payouts')).toHaveLength(
      2,
    );
  });

  it('marks an approved payout paid', async () => {
    const payout = buildPayout({ status: 'approved', approvedAt: '2030-03-07T09:00:00.000Z' });
    const { api } = renderRoute('/payouts?tab=approved', {
      api: {
        'GET /admin/payouts': { body: buildPayoutPage([payout]) },
        [`POST /admin/payouts/${payout.id}/paid`]: {
          body: { ...payout, status: 'paid', paidAt: '2030-03-08T09:00:00.000Z' },
        },
      },
    });
    const row = rowOf(await screen.findByRole('heading', { name: 'Ada Lovelace' }));
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole('button', { name: 'Mark paid: payout of $20.00 to Ada Lovelace' }),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === `/admin/payouts/${payout.id}/paid`)).toBe(true),
    );
    expect(lastSearchOf(api.fetchMock, '/admin/payouts')?.get('status')).toBe('approved');
  });

  it('asks why before marking a payout failed, then sends the reason', async () => {
    const payout = buildPayout();
    const { api } = renderRoute('/payouts', {
      api: {
        'GET /admin/payouts': { body: buildPayoutPage([payout]) },
        [`POST /admin/payouts/${payout.id}/failed`]: {
          body: {
            ...payout,
            status: 'failed',
            failedAt: '2030-03-07T09:00:00.000Z',
            failureReason: 'The IBAN was closed',
          },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark failed: payout of $20.00 to Ada Lovelace' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark failed: payout of $20.00 to Ada Lovelace',
    });
    expect(dialog).toHaveTextContent('$20.00 goes back to their available balance');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByText(walletMessages.reasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'The IBAN was closed');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'The IBAN was closed' });
  });

  it('shows on the row that another staff member decided first (409)', async () => {
    const payout = buildPayout({
      traveler: { id: '00000000-0000-4000-a000-000000000105', fullName: 'Chidi Okeke' },
    });
    const other = buildPayout({
      traveler: { id: '00000000-0000-4000-a000-000000000106', fullName: 'Tess Traveler' },
    });
    renderRoute('/payouts', {
      api: {
        'GET /admin/payouts': { body: buildPayoutPage([payout, other]) },
        [`POST /admin/payouts/${payout.id}/approve`]: apiError(
          409,
          payoutNotPending.code,
          payoutNotPending.message,
        ),
      },
    });
    const user = userEvent.setup();
    const row = rowOf(await screen.findByRole('heading', { name: 'Chidi Okeke' }));
    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(walletMessages.payoutNotPending);
    const otherRow = rowOf(screen.getByRole('heading', { name: 'Tess Traveler' }));
    expect(within(otherRow).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 409 from Mark failed in its dialog, and the provider’s 502 on the row', async () => {
    const requested = buildPayout();
    const approved = buildPayout({
      status: 'approved',
      approvedAt: '2030-03-07T09:00:00.000Z',
      traveler: { id: '00000000-0000-4000-a000-000000000107', fullName: 'Kofi Mensah' },
    });
    renderRoute('/payouts', {
      api: {
        'GET /admin/payouts': { body: buildPayoutPage([requested, approved]) },
        [`POST /admin/payouts/${requested.id}/approve`]: apiError(
          502,
          providerUnavailable.code,
          providerUnavailable.message,
        ),
        [`POST /admin/payouts/${approved.id}/failed`]: apiError(
          409,
          payoutNotPending.code,
          payoutNotPending.message,
        ),
      },
    });
    const user = userEvent.setup();
    const row = rowOf(await screen.findByRole('heading', { name: 'Ada Lovelace' }));
    await user.click(within(row).getByRole('button', { name: /^Approve/ }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(walletMessages.providerUnavailable);

    const kofi = rowOf(screen.getByRole('heading', { name: 'Kofi Mensah' }));
    await user.click(within(kofi).getByRole('button', { name: /^Mark failed/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Bounced');
    await user.click(within(dialog).getByRole('button', { name: 'Mark failed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(walletMessages.payoutNotPending);
  });
});
