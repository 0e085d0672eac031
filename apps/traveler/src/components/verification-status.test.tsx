import { screen, within } from '@testing-library/react';
import { sessionAs } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import type { TravelerStatus } from '@tote/validation/accounts';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../testing/render-route';

function travelerWith(travelerStatus: TravelerStatus) {
  const session = sessionAs('traveler');
  return { ...session, user: { ...session.user, travelerStatus } };
}

async function openOverview(travelerStatus: TravelerStatus) {
  renderRoute('/traveler-home', { session: travelerWith(travelerStatus) });
  await screen.findByRole('heading', { level: 1, name: 'Overview' });
  return screen.getByRole('region', { name: 'ID verification' });
}

describe('traveler verification status on the Overview', () => {
  it('asks an unverified traveler to verify, linking to the shell form', async () => {
    const panel = await openOverview('unverified');
    expect(within(panel).getByRole('status')).toHaveTextContent('Verify your ID to start carrying items');
    expect(within(panel).getByRole('link', { name: 'Verify your ID' })).toHaveAttribute(
      'href',
      appHref('shell', '/user-v'),
    );
  });

  it('tells a pending traveler the ID is being checked, with nothing to do', async () => {
    const panel = await openOverview('pending');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      "We're checking your ID. We'll email you when it's done.",
    );
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a verified traveler the "Verified traveler" note', async () => {
    const panel = await openOverview('verified');
    expect(within(panel).getByRole('status')).toHaveTextContent('Verified traveler');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('tells a rejected traveler and links to upload the ID again', async () => {
    const panel = await openOverview('rejected');
    expect(within(panel).getByRole('status')).toHaveTextContent("We couldn't verify your ID");
    expect(within(panel).getByRole('link', { name: 'Upload your ID again' })).toHaveAttribute(
      'href',
      appHref('shell', '/user-v'),
    );
  });
});
