import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@tote/testing/mock-api';
import { buildPayment } from '@tote/testing/payments';
import { renderScreen } from '@tote/testing/render';
import type { ReceiverLinkStatus } from '@tote/validation/receiver-links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrder, buildShippingOrder } from '../../../testing/orders';
import { DeliveryTrackingScreen } from './delivery-tracking-screen';

const ID = 'TT-AAAAAA';
const LINK = `/orders/${ID}/receiver-link`;
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';

const matched = () =>
  buildShippingOrder({ deliveryId: ID, status: 'matched', receiverName: 'Claudine Ingabire' });
const noLink: ReceiverLinkStatus = { receiverName: 'Claudine Ingabire', link: null, canShare: true };
const activeLink: ReceiverLinkStatus = {
  ...noLink,
  link: { createdAt: '2026-03-02T09:00:00.000Z', expiresAt: null },
};

const renderTracking = () =>
  renderScreen(<DeliveryTrackingScreen />, { path: `/delivery-tracking?id=${ID}` });

async function openShare(user: ReturnType<typeof userEvent.setup>) {
  const section = await screen.findByRole('region', { name: 'Tracking link for the receiver' });
  expect(within(section).getByText(/Claudine Ingabire can follow this delivery/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Share tracking link' }));
  return screen.findByRole('dialog', { name: 'Share tracking link' });
}

describe('Share tracking link on the tracking page (ADR 021)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('creates a link, shows it once to copy, and turns it off', async () => {
    let status = noLink;
    const api = mockApi({
      [`GET /orders/${ID}`]: { body: matched() },
      [`GET /orders/${ID}/payment`]: { body: buildPayment() },
      [`GET ${LINK}`]: () => ({ body: status }),
      [`POST ${LINK}`]: () => {
        status = activeLink;
        return {
          status: 201,
          body: {
            token: TOKEN,
            path: `/track/${TOKEN}`,
            createdAt: '2026-03-02T09:00:00.000Z',
            expiresAt: null,
          },
        };
      },
      [`DELETE ${LINK}`]: () => {
        status = noLink;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderTracking();
    const dialog = await openShare(user);
    expect(await within(dialog).findByText(/stops working 7 days after delivery/)).toBeInTheDocument();
    // Nothing is asked for until the sender opens the dialog, and no link exists until they create one.
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Link for Claudine Ingabire' });
    expect(field).toHaveValue(`http://localhost:3000/track/${TOKEN}`);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`http://localhost:3000/track/${TOKEN}`);
    expect(await within(dialog).findByText('Link copied.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Turn off link' }));
    expect(await within(dialog).findByText('The link is off: it no longer works.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([LINK]);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('an active link is never shown again: a new one replaces it', async () => {
    mockApi({
      [`GET /orders/${ID}`]: { body: matched() },
      [`GET /orders/${ID}/payment`]: { body: buildPayment() },
      [`GET ${LINK}`]: { body: activeLink },
      [`POST ${LINK}`]: {
        status: 201,
        body: {
          token: TOKEN,
          path: `/track/${TOKEN}`,
          createdAt: '2026-03-03T09:00:00.000Z',
          expiresAt: null,
        },
      },
    });
    const user = userEvent.setup();
    renderTracking();
    const dialog = await openShare(user);
    expect(await within(dialog).findByText(/A link for Claudine Ingabire is on since/)).toBeInTheDocument();
    expect(within(dialog).getByText(/the old link stops working/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create new link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link for Claudine Ingabire' })).toHaveValue(
      `http://localhost:3000/track/${TOKEN}`,
    );
  });

  it('is not offered on a cancelled delivery', async () => {
    mockApi({ [`GET /orders/${ID}`]: { body: buildOrder({ deliveryId: ID, status: 'cancelled' }) } });
    renderTracking();
    expect(await screen.findByText('This delivery was cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tracking link for the receiver' })).not.toBeInTheDocument();
  });
});
