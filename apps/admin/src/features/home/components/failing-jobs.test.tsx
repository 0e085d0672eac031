import { screen, within } from '@testing-library/react';
import type { FailingJob } from '@tote/validation/jobs';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const job = (overrides: Partial<FailingJob>): FailingJob => ({
  id: 'job-1',
  name: 'mail',
  state: 'failed',
  attempts: 11,
  maxAttempts: 11,
  lastError: "Can't send mail - all recipients were rejected: 451 4.7.1 Greylisted",
  createdAt: '2030-03-01T09:00:00.000Z',
  lastAttemptAt: '2030-03-01T17:00:00.000Z',
  nextAttemptAt: null,
  ...overrides,
});

describe('Background jobs on /admin', () => {
  it('lists failing and retrying jobs with their attempts and last error', async () => {
    renderRoute('/admin', {
      api: {
        'GET /admin/jobs/failing': {
          body: {
            jobs: [
              job({}),
              job({
                id: 'job-2',
                name: 'capture due payments',
                state: 'retry',
                attempts: 1,
                maxAttempts: 3,
                lastError: 'provider timed out',
                nextAttemptAt: '2030-03-01T17:05:00.000Z',
              }),
            ],
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Background jobs' }, { timeout: 10_000 });
    expect(await within(section).findByText('mail')).toBeInTheDocument();
    expect(within(section).getByText('Failed')).toBeInTheDocument();
    expect(within(section).getByText('11 of 11')).toBeInTheDocument();
    expect(within(section).getByText(/451 4\.7\.1 Greylisted/)).toBeInTheDocument();
    expect(within(section).getByText('capture due payments')).toBeInTheDocument();
    expect(within(section).getByText('Retrying')).toBeInTheDocument();
    expect(within(section).getByText(/next try 1 Mar 2030/)).toBeInTheDocument();
  });

  it('says so when nothing is failing', async () => {
    renderRoute('/admin');
    const section = await screen.findByRole('region', { name: 'Background jobs' }, { timeout: 10_000 });
    expect(await within(section).findByText('Nothing failing')).toBeInTheDocument();
  });
});
