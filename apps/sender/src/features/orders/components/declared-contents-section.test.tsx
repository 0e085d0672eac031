import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { contentsMessages, PROHIBITED_ITEMS, PROHIBITED_ITEMS_BY_COUNTRY } from '@tote/validation/contents';
import { describe, expect, it } from 'vitest';
import { RequestDeliveryScreen } from './request-delivery-screen';

// Declared contents on Request Delivery (docs/decisions/020-declared-contents.md).
const setup = () => userEvent.setup({ applyAccept: false, delay: null });
const renderRequest = () => renderScreen(<RequestDeliveryScreen />, { path: '/request' });
const field = (label: string) => screen.getByLabelText(fieldLabelled(label));
const section = () => screen.getByRole('group', { name: 'Declared contents' });
const attestation = () =>
  screen.getByRole('checkbox', { name: /None of these items is on the prohibited items list/ });

describe('Declared contents', { timeout: 20_000 }, () => {
  it('declares the items and their value as typed, and shows the list with the destination’s note', async () => {
    mockApi({});
    const user = setup();
    renderRequest();
    await user.type(field('Item(s) to be delivered'), 'Gadgets');
    await user.type(field('Item 1'), 'Laptop');
    await user.type(field('Price'), '450');
    await user.selectOptions(field('Country delivering to'), 'Rwanda');
    expect(within(section()).getByText('Gadgets: Laptop')).toBeInTheDocument();
    expect(within(section()).getByText('$450 (the Price above)')).toBeInTheDocument();
    await user.click(within(section()).getByText('Prohibited items'));
    for (const item of PROHIBITED_ITEMS) expect(within(section()).getByText(item.name)).toBeVisible();
    expect(within(section()).getByText(PROHIBITED_ITEMS_BY_COUNTRY.RW ?? '')).toBeVisible();
    expect(within(section()).getByRole('link', { name: /The full list/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/prohibited-items$/),
    );
  });

  it('is required: an empty submit says so, and ticking it clears the message', async () => {
    const api = mockApi({});
    const user = setup();
    renderRequest();
    expect(attestation()).not.toBeChecked();
    expect(attestation()).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Connect with a Traveler' }));
    expect(screen.getByText(contentsMessages.attestationRequired)).toBeInTheDocument();
    expect(attestation()).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
    await user.click(attestation());
    expect(attestation()).toBeChecked();
    expect(screen.queryByText(contentsMessages.attestationRequired)).not.toBeInTheDocument();
    await user.click(attestation());
    expect(attestation()).not.toBeChecked();
  });
});
