import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '@tote/testing/mock-api';
import { contentsMessages } from '@tote/validation/contents';
import { orderMessages } from '@tote/validation/orders';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import {
  buildDelivery,
  buildDeliveryPage,
  buildShippingDelivery,
  travelerSession,
} from '../../../testing/trips';

// The declaration before pick-up and Refuse items (docs/decisions/020-declared-contents.md).
const contents = {
  category: 'Gadgets',
  itemNames: ['Laptop', 'Charger'],
  declaredValue: { amountMinor: 45_000, currency: 'USD' as const },
  attestedAt: '2030-03-01T09:00:00.000Z',
  listVersion: '2026-11-25',
};
const matched = () => buildDelivery({ deliveryId: 'TT-AAAAAA', contents, canRefuse: true });
type ApiAnswers = NonNullable<NonNullable<Parameters<typeof renderRoute>[1]>['api']>;
const open = (api: ApiAnswers) =>
  renderRoute('/delivery-tracking?id=TT-AAAAAA', { session: travelerSession(), api });

describe('Declared contents and Refuse items', () => {
  it('shows the declaration before pick-up, with the attestation and the list’s version', async () => {
    open({ 'GET /deliveries/TT-AAAAAA': { body: matched() } });
    const section = await screen.findByRole('region', { name: 'Declared contents' });
    expect(within(section).getByText('Laptop, Charger')).toBeInTheDocument();
    expect(within(section).getByText('$450.00')).toBeInTheDocument();
    expect(
      within(section).getByText(/confirmed none of the items is prohibited .*list of 2026-11-25/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse items' })).toBeInTheDocument();
  });

  it('needs a reason, sends it, and goes back to the deliveries with a notice', async () => {
    const { api, router } = open({
      'GET /deliveries/TT-AAAAAA': { body: matched() },
      'POST /deliveries/TT-AAAAAA/refuse': { body: { deliveryId: 'TT-AAAAAA', status: 'processing' } },
      'GET /deliveries': { body: buildDeliveryPage([]) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse TT-AAAAAA' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the items' }));
    expect(within(dialog).getByText(contentsMessages.reasonRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Why do you refuse/ }), 'A loose power bank');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the items' }));
    expect(await screen.findByText('You refused TT-AAAAAA')).toBeInTheDocument();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ path: '/deliveries/TT-AAAAAA/refuse' })]);
    const form = posts[0]?.body as FormData;
    expect(form.get('reason')).toBe('A loose power bank');
    expect(form.getAll('photos')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery-order'));
  });

  it('sends the optional photos with the reason', async () => {
    const { api } = open({
      'GET /deliveries/TT-AAAAAA': { body: matched() },
      'POST /deliveries/TT-AAAAAA/refuse': { body: { deliveryId: 'TT-AAAAAA', status: 'processing' } },
      'GET /deliveries': { body: buildDeliveryPage([]) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse TT-AAAAAA' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why do you refuse/ }), 'A replica gun');
    const png = (name: string) =>
      new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Photos of what you saw (optional)'), [
      png('one.png'),
      png('two.png'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the items' }));
    expect(await screen.findByText('You refused TT-AAAAAA')).toBeInTheDocument();
    const form = api.calls.find((call) => call.path === '/deliveries/TT-AAAAAA/refuse')?.body as FormData;
    expect(form.get('reason')).toBe('A replica gun');
    expect((form.getAll('photos') as File[]).map((file) => file.type)).toEqual(['image/png', 'image/png']);
  });

  it('shows the server’s refusal of a photo under the photos', async () => {
    open({
      'GET /deliveries/TT-AAAAAA': { body: matched() },
      'POST /deliveries/TT-AAAAAA/refuse': apiError(400, 'file_type', orderMessages.imageType, {
        fields: { photos: orderMessages.imageType },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse TT-AAAAAA' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why do you refuse/ }), 'A replica gun');
    await user.upload(
      within(dialog).getByLabelText('Photos of what you saw (optional)'),
      new File([new Uint8Array([137, 80, 78, 71])], 'odd.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the items' }));
    expect(await within(dialog).findByText(orderMessages.imageType)).toBeInTheDocument();
  });

  it('shows the server’s refusal (picked up meanwhile) in the dialog', async () => {
    open({
      'GET /deliveries/TT-AAAAAA': { body: matched() },
      'POST /deliveries/TT-AAAAAA/refuse': apiError(
        409,
        'already_picked_up',
        contentsMessages.refusedAfterPickUp,
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refuse items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse TT-AAAAAA' });
    await user.type(within(dialog).getByRole('textbox', { name: /Why do you refuse/ }), 'Not as declared');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse the items' }));
    expect(await within(dialog).findByText(contentsMessages.refusedAfterPickUp)).toBeInTheDocument();
  });

  it('offers no refusal once picked up', async () => {
    open({
      'GET /deliveries/TT-AAAAAA': { body: buildShippingDelivery({ deliveryId: 'TT-AAAAAA', contents }) },
    });
    await screen.findByRole('region', { name: 'Declared contents' });
    expect(screen.queryByRole('button', { name: 'Refuse items' })).not.toBeInTheDocument();
  });
});
