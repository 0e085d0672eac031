import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDispute, buildDisputeList } from '@tote/testing/disputes';
import { type ApiCall, apiError, lastSearchOf } from '@tote/testing/mock-api';
import { disputeErrors, disputeMessages } from '@tote/validation/disputes';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ageOf } from './disputes-screen';

const HOUR = 60 * 60 * 1000;

describe('Disputes (/disputes)', () => {
  it('lists open disputes oldest first, with their age, reason and people', async () => {
    const now = Date.now();
    const older = buildDispute({
      deliveryId: 'TT-OLDER1',
      reason: 'not_delivered',
      openedAt: new Date(now - 50 * HOUR).toISOString(),
    });
    const newer = buildDispute({ deliveryId: 'TT-NEWER1', openedAt: new Date(now - 3 * HOUR).toISOString() });
    const { api } = renderRoute('/disputes', {
      api: { 'GET /admin/disputes': { body: buildDisputeList([older, newer]) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Disputes' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Dispute about TT-OLDER1',
      'Dispute about TT-NEWER1',
    ]);
    expect(rows[0]).toHaveTextContent('Open for 2 days');
    expect(rows[0]).toHaveTextContent('Not delivered');
    expect(rows[0]).toHaveTextContent('Grace Sender (sender) · Tess Traveler (traveler)');
    expect(rows[1]).toHaveTextContent('Open for 3 hours');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'TT-OLDER1' })).toHaveAttribute(
      'href',
      '/dev-d?id=TT-OLDER1',
    );
    expect(lastSearchOf(api.fetchMock, '/admin/disputes')?.get('status')).toBe('open');
  });

  it('resolves with a partial refund of an amount and a reason', async () => {
    const user = userEvent.setup();
    const dispute = buildDispute({ deliveryId: 'TT-HALF01' });
    const posts: ApiCall[] = [];
    renderRoute('/disputes', {
      api: {
        'GET /admin/disputes': { body: buildDisputeList([dispute]) },
        [`POST /admin/disputes/${dispute.id}/resolve`]: (call) => {
          posts.push(call);
          return {
            body: {
              ...dispute,
              status: 'resolved',
              outcome: 'partial_refund',
              refunded: { amountMinor: 2750, currency: 'USD' },
              resolutionNote: 'One item of two broke.',
              resolvedAt: new Date().toISOString(),
            },
          };
        },
      },
    });
    const row = await screen.findByRole('article', { name: 'Dispute about TT-HALF01' });
    expect(row).toHaveTextContent('The sender paid $55.00.');
    await user.click(within(row).getByRole('radio', { name: 'Partial refund' }));
    // Without an amount or a reason, nothing is sent.
    await user.click(within(row).getByRole('button', { name: 'Resolve the dispute about TT-HALF01' }));
    expect(await within(row).findByText(disputeMessages.amountRequired)).toBeInTheDocument();
    expect(within(row).getByText(disputeMessages.noteRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(within(row).getByLabelText(/Amount to refund/), '27.50');
    await user.type(within(row).getByLabelText(/Reason/), 'One item of two broke.');
    await user.click(within(row).getByRole('button', { name: 'Resolve the dispute about TT-HALF01' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      outcome: 'partial_refund',
      refundMinor: 2750,
      note: 'One item of two broke.',
    });
  });

  it('shows the refusal of a refund above what was paid under the amount', async () => {
    const user = userEvent.setup();
    const dispute = buildDispute({ deliveryId: 'TT-ABOVE1' });
    const refusal = disputeMessages.refundAbovePaid('$55.00');
    renderRoute('/disputes', {
      api: {
        'GET /admin/disputes': { body: buildDisputeList([dispute]) },
        [`POST /admin/disputes/${dispute.id}/resolve`]: apiError(
          disputeErrors.refundAbovePaid.status,
          disputeErrors.refundAbovePaid.code,
          refusal,
          { fields: { refundMinor: refusal } },
        ),
      },
    });
    const row = await screen.findByRole('article', { name: 'Dispute about TT-ABOVE1' });
    await user.click(within(row).getByRole('radio', { name: 'Partial refund' }));
    await user.type(within(row).getByLabelText(/Amount to refund/), '60');
    await user.type(within(row).getByLabelText(/Reason/), 'Generous.');
    await user.click(within(row).getByRole('button', { name: 'Resolve the dispute about TT-ABOVE1' }));
    expect(await within(row).findByText(refusal)).toBeInTheDocument();
  });

  it('says how long a dispute has waited', () => {
    const now = Date.parse('2030-03-05T12:00:00.000Z');
    expect(ageOf('2030-03-05T11:30:00.000Z', now)).toBe('Opened less than an hour ago');
    expect(ageOf('2030-03-05T11:00:00.000Z', now)).toBe('Open for 1 hour');
    expect(ageOf('2030-03-04T12:00:00.000Z', now)).toBe('Open for 1 day');
  });
});
