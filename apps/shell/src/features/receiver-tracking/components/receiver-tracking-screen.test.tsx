import { screen, within } from '@testing-library/react';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { renderScreen } from '@tote/testing/render';
import { type ReceiverTracking, receiverLinkMessages } from '@tote/validation/receiver-links';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceiverTrackingScreen } from './receiver-tracking-screen';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
const ROUTE = `GET /receiver-links/${TOKEN}`;

const matched: ReceiverTracking = {
  deliveryId: 'TT-3MZ7QA',
  status: 'matched',
  createdAt: '2026-03-01T09:00:00.000Z',
  events: [
    { id: '1', type: 'placed', note: null, createdAt: '2026-03-01T09:00:00.000Z' },
    { id: '2', type: 'matched', note: null, createdAt: '2026-03-02T09:00:00.000Z' },
  ],
  travelerFirstName: 'Amina',
  estimatedDeliveryAt: '2026-03-09T14:00:00.000Z',
  handOverCode: '482915',
  expiresAt: null,
};

const renderPage = () => renderScreen(<ReceiverTrackingScreen token={TOKEN} />, { path: `/track/${TOKEN}` });

const stepTitles = () =>
  within(screen.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .map((step) => step.querySelector('p')?.textContent?.replace(/^[^:]+: /, ''));

describe('the receiver’s tracking page (ADR 021)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the timeline, the traveler’s first name, the arrival and the hand-over code', async () => {
    mockApi({ [ROUTE]: { body: matched } });
    renderPage();
    const code = await screen.findByRole('region', { name: 'Hand-over code' });
    expect(within(code).getByText('482915')).toBeInTheDocument();
    expect(within(code).getByText(/Give this code to Amina/)).toBeInTheDocument();
    expect(screen.getByText('TT-3MZ7QA')).toBeInTheDocument();
    expect(screen.getByText(/Amina is bringing the items, arriving/)).toBeInTheDocument();
    // The shared timeline (@tote/web/delivery-timeline): what happened, in order, then the steps ahead.
    expect(stepTitles()).toEqual([
      'Delivery Order placed',
      'Delivery Order Matched',
      'Shipping',
      'Estimated Delivery',
    ]);
    expect(screen.getByText('Once Amina picks the items up.')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('shows no code before a match and after delivery', async () => {
    mockApi({
      [ROUTE]: {
        body: {
          ...matched,
          status: 'delivered',
          handOverCode: null,
          expiresAt: '2026-03-16T14:00:00.000Z',
          events: [
            ...matched.events,
            { id: '3', type: 'shipping', note: null, createdAt: '2026-03-09T08:00:00.000Z' },
            { id: '4', type: 'delivered', note: null, createdAt: '2026-03-09T14:00:00.000Z' },
          ],
        },
      },
    });
    renderPage();
    expect(await screen.findByText('Amina delivered the items.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hand-over code' })).not.toBeInTheDocument();
    // A delivered order shows no estimate: only what happened.
    expect(stepTitles()).toEqual([
      'Delivery Order placed',
      'Delivery Order Matched',
      'Shipping',
      'Delivered',
    ]);
    expect(screen.getByText(/It stops working on/)).toBeInTheDocument();
  });

  it('says plainly when the link no longer works', async () => {
    mockApi({ [ROUTE]: apiError(404, 'not_found', receiverLinkMessages.linkNotFound) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We can’t show this delivery' })).toBeInTheDocument();
    expect(screen.getByText(receiverLinkMessages.linkNotFound)).toBeInTheDocument();
    expect(screen.queryByText('482915')).not.toBeInTheDocument();
  });

  it('asks again while open, so a revoked link disappears from the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let revoked = false;
    mockApi({
      [ROUTE]: () =>
        revoked ? apiError(404, 'not_found', receiverLinkMessages.linkNotFound) : { body: matched },
    });
    renderPage();
    expect(await screen.findByText('482915')).toBeInTheDocument();
    revoked = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('heading', { name: 'We can’t show this delivery' })).toBeInTheDocument();
    expect(screen.queryByText('482915')).not.toBeInTheDocument();
  });
});
