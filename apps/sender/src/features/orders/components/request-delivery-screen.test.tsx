import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pngFile } from '@tote/testing/files';
import { apiError, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { contentsMessages } from '@tote/validation/contents';
import { orderMessages } from '@tote/validation/orders';
import { describe, expect, it } from 'vitest';
import { buildOrder } from '../../../testing/orders';
import { RequestDeliveryScreen } from './request-delivery-screen';

const setup = () => userEvent.setup({ applyAccept: false, delay: null });
const renderRequest = () => renderScreen(<RequestDeliveryScreen />, { path: '/request' });
const field = (label: string) => screen.getByLabelText(fieldLabelled(label));
const connect = () => screen.getByRole('button', { name: 'Connect with a Traveler' });
const imageInput = () => screen.getByLabelText('Image(s) of item(s)');
const attestation = () =>
  screen.getByRole('checkbox', { name: /None of these items is on the prohibited items list/ });

async function fillValid(user: ReturnType<typeof setup>) {
  await user.type(field('Item(s) to be delivered'), 'Gadgets');
  await user.type(field('Item 1'), 'Laptop');
  await user.click(screen.getByRole('button', { name: 'Add another item' }));
  await user.type(field('Item 2'), 'Charger');
  await user.type(field('Address sending from'), '12 Marina Road, Lagos');
  await user.selectOptions(field('Country sending from'), 'Nigeria');
  await user.type(field('Address delivering to'), 'KG 7 Ave, Kigali');
  await user.selectOptions(field('Country delivering to'), 'Rwanda');
  await user.type(field('Name of Receiver'), 'Grace Hopper');
  await user.type(field('Phone Number of Receiver'), '+250 788 123 456');
  await user.type(field('Weight of the Item(s)'), '2.5');
  await user.type(field('Price'), '450');
  await user.upload(imageInput(), [pngFile('laptop.png'), pngFile('charger.png')]);
  await user.click(attestation());
}

// Filling the whole form types a lot of characters; on a busy machine that takes more than the default 5 s.
describe('Request Delivery (/request)', { timeout: 20_000 }, () => {
  it('has every field of the request form, a back arrow to /home, required asterisks and the phone hint', () => {
    mockApi({});
    renderRequest();
    expect(screen.getByRole('heading', { level: 1, name: 'Request Delivery' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    for (const label of [
      'Item(s) to be delivered',
      'Item 1',
      'Address sending from',
      'Country sending from',
      'Address delivering to',
      'Country delivering to',
      'Name of Receiver',
      'Phone Number of Receiver',
      'Weight of the Item(s)',
      'Price',
    ]) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(field('Phone Number of Receiver')).toHaveAccessibleDescription(/international format/i);
    expect(screen.getByRole('group', { name: /Image\(s\) of item\(s\)/ })).toBeInTheDocument();
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('shows each required message on an empty submit, without calling the API', async () => {
    const api = mockApi({});
    const user = setup();
    renderRequest();
    await user.click(connect());
    for (const message of [
      orderMessages.categoryRequired,
      orderMessages.itemNameRequired,
      orderMessages.pickupAddressRequired,
      orderMessages.pickupCountryRequired,
      orderMessages.deliveryAddressRequired,
      orderMessages.deliveryCountryRequired,
      orderMessages.receiverNameRequired,
      orderMessages.receiverPhoneInvalid,
      orderMessages.weightInvalid,
      orderMessages.priceInvalid,
      orderMessages.imagesRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Item(s) to be delivered')).toHaveFocus();
    expect(field('Item(s) to be delivered')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('says the phone number must be in international format', async () => {
    mockApi({});
    const user = setup();
    renderRequest();
    await user.type(field('Phone Number of Receiver'), '0788 123 456');
    await user.tab();
    expect(screen.getByText(orderMessages.receiverPhoneInvalid)).toBeInTheDocument();
    await user.clear(field('Phone Number of Receiver'));
    await user.type(field('Phone Number of Receiver'), '+250 788 123 456');
    expect(screen.queryByText(orderMessages.receiverPhoneInvalid)).not.toBeInTheDocument();
  });

  it('offers every country by name in a select, so free text cannot be sent', async () => {
    mockApi({});
    const user = setup();
    renderRequest();
    const from = screen.getByRole('combobox', { name: /Country sending from/ });
    expect(from).toHaveAttribute('autocomplete', 'country');
    expect(within(from).getByRole('option', { name: 'Kenya' })).toHaveValue('KE');
    // The keyboard works as in any native select: focus it and pick with the arrows.
    from.focus();
    await user.keyboard('{ArrowDown}');
    await user.selectOptions(from, 'KE');
    expect(from).toHaveDisplayValue('Kenya');
  });

  it('keeps weight and price within their bounds', async () => {
    mockApi({});
    const user = setup();
    renderRequest();
    await user.type(field('Weight of the Item(s)'), '150');
    await user.type(field('Price'), '0');
    await user.tab();
    expect(screen.getByText(orderMessages.weightInvalid)).toBeInTheDocument();
    expect(screen.getByText(orderMessages.priceInvalid)).toBeInTheDocument();
    await user.clear(field('Weight of the Item(s)'));
    await user.type(field('Weight of the Item(s)'), '100');
    await user.clear(field('Price'));
    await user.type(field('Price'), '10001');
    expect(screen.queryByText(orderMessages.weightInvalid)).not.toBeInTheDocument();
    expect(screen.getByText(orderMessages.priceInvalid)).toBeInTheDocument();
    await user.clear(field('Price'));
    await user.type(field('Price'), '25.505');
    expect(screen.getByText(orderMessages.priceInvalid)).toBeInTheDocument();
  });

  it('rejects a file that is not an image with the drop zone’s message, and removes a chosen image', async () => {
    mockApi({});
    const user = setup();
    renderRequest();
    await user.upload(imageInput(), new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }));
    // react-dropzone reads the dropped files asynchronously: wait for what it reports.
    expect(await screen.findByText(/File type must be/)).toHaveTextContent(/invoice\.pdf: File type must be/);
    await user.upload(imageInput(), pngFile('laptop.png'));
    const chosen = await screen.findByRole('list', { name: 'Chosen files' });
    expect(within(chosen).getByText('laptop.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove laptop.png' }));
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('adds and removes item names', async () => {
    mockApi({});
    const user = setup();
    renderRequest();
    expect(screen.queryByRole('button', { name: 'Remove item 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    await user.type(field('Item 2'), 'Charger');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(field('Item 1')).toHaveValue('Charger');
    expect(screen.queryByLabelText(fieldLabelled('Item 2'))).not.toBeInTheDocument();
  });

  it('sends one multipart request with an Idempotency-Key, opens "Successful!" and Proceed opens tracking', async () => {
    const order = buildOrder({ deliveryId: 'TT-7K3Q9M' });
    const api = mockApi({ 'POST /orders': { status: 201, body: order } });
    const user = setup();
    renderRequest();
    await fillValid(user);
    await user.dblClick(connect());

    const dialog = await screen.findByRole('dialog', { name: 'Successful!' });
    expect(dialog).toHaveTextContent(
      'You will get a notification when you have been matched with a Traveler.',
    );
    const posts = api.calls.filter((call) => call.method === 'POST' && call.path === '/orders');
    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as FormData;
    expect(body.get('category')).toBe('Gadgets');
    expect(body.getAll('itemNames')).toEqual(['Laptop', 'Charger']);
    expect(body.get('receiverPhone')).toBe('+250788123456');
    expect(body.get('pickupCountry')).toBe('NG');
    expect(body.get('deliveryCountry')).toBe('RW');
    expect(body.get('weightKg')).toBe('2.5');
    expect(body.get('priceUsd')).toBe('450');
    expect(body.get('contentsAttested')).toBe('true');
    // (the test fetch re-reads the multipart body, which keeps the files but not their names)
    expect(body.getAll('images')).toHaveLength(2);
    const request = api.fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/delivery-tracking?id=TT-7K3Q9M',
    );
  });

  it('keeps the same Idempotency-Key when a failed request is retried, and closing the dialog starts afresh', async () => {
    let attempts = 0;
    const order = buildOrder();
    const api = mockApi({
      'POST /orders': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.')
          : { status: 201, body: order };
      },
    });
    const user = setup();
    renderRequest();
    await fillValid(user);
    await user.click(connect());
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    await user.click(connect());
    const dialog = await screen.findByRole('dialog', { name: 'Successful!' });
    const keys = api.fetchMock.mock.calls.map(([input]) => (input as Request).headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Item(s) to be delivered')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('puts the server’s field messages on their fields', async () => {
    mockApi({
      'POST /orders': apiError(400, 'validation_error', 'Check the highlighted fields.', {
        fields: {
          receiverPhone: orderMessages.receiverPhoneInvalid,
          'itemNames.1': orderMessages.itemNameRequired,
        },
      }),
    });
    const user = setup();
    renderRequest();
    await fillValid(user);
    await user.click(connect());
    expect(await screen.findByText(orderMessages.receiverPhoneInvalid)).toBeInTheDocument();
    expect(field('Phone Number of Receiver')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Item 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Check the highlighted fields.')).not.toBeInTheDocument();
  });

  it('shows the wait when the sender has requested too many deliveries (429), and keeps the form', async () => {
    const message = orderMessages.tooManyOrders(3 * 3600);
    mockApi({
      'POST /orders': apiError(429, 'too_many_orders', message, { headers: { 'retry-after': '10800' } }),
    });
    const user = setup();
    renderRequest();
    await fillValid(user);
    await user.click(connect());
    // The form's own alert (each field keeps an empty one of its own).
    const said = await screen.findByText(
      'You have requested many deliveries in a short time. You can request another in 3 hours.',
    );
    expect(said.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Item(s) to be delivered')).toHaveValue('Gadgets');
  });

  it('shows a server upload rejection under the drop zone', async () => {
    mockApi({ 'POST /orders': apiError(413, 'file_too_large', orderMessages.imageTooLarge) });
    const user = setup();
    renderRequest();
    await fillValid(user);
    await user.click(connect());
    expect(await screen.findByText(orderMessages.imageTooLarge)).toBeInTheDocument();
  });

  it('puts the server’s refusal of the attestation under its checkbox (docs/decisions/020-declared-contents.md)', async () => {
    mockApi({
      'POST /orders': apiError(400, 'validation_error', 'Please correct 1 field and try again.', {
        fields: { contentsAttested: contentsMessages.attestationRequired },
      }),
    });
    const user = setup();
    renderRequest();
    await fillValid(user);
    await user.click(connect());
    expect(await screen.findByText(contentsMessages.attestationRequired)).toBeInTheDocument();
    expect(attestation()).toHaveAttribute('aria-invalid', 'true');
  });
});
