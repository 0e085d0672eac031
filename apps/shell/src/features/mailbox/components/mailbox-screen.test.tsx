import { screen, within } from '@testing-library/react';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import { describe, expect, it } from 'vitest';
import { MailboxScreen } from './mailbox-screen';

describe('dev mailbox', () => {
  it('lists the emails newest first with the code readable', async () => {
    mockApi({
      'GET /dev/mailbox': {
        body: {
          messages: [
            {
              id: '1',
              to: 'ada@example.com',
              subject: 'Confirm your email',
              text: 'Your code is 111111.',
              createdAt: '2026-01-01T10:00:00.000Z',
            },
            {
              id: '2',
              to: 'bob@example.com',
              subject: 'Reset your password',
              text: 'Your code is 222222.',
              createdAt: '2026-01-01T11:00:00.000Z',
            },
          ],
        },
      },
    });
    renderScreen(<MailboxScreen />, { path: '/dev/mailbox' });
    const list = await screen.findByRole('list', { name: 'Emails' });
    const entries = within(list).getAllByRole('listitem');
    expect(
      within(entries[0] as HTMLElement).getByRole('heading', { name: 'Reset your password' }),
    ).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByText('222222')).toBeInTheDocument();
    expect(within(entries[1] as HTMLElement).getByText('To: ada@example.com')).toBeInTheDocument();
    expect(screen.getByText(/only on the demo setup/)).toBeInTheDocument();
  });

  it('explains a 404 from a server without the mailbox', async () => {
    mockApi({ 'GET /dev/mailbox': apiError(404, 'not_found', 'Not found') });
    renderScreen(<MailboxScreen />, { path: '/dev/mailbox' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The mailbox is only available on the demo setup.',
    );
  });
});
