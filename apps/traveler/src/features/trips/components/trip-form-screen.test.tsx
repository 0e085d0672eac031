import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiError } from '@tote/testing/mock-api';
import { fieldLabelled } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { tripMessages } from '@tote/validation/trips';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { buildTrip, travelerSession } from '../../../testing/trips';

// The form holds ~700 country and time zone options, which makes every label or role query walk them all
// (a quarter second each in jsdom): one test checks the labels, the others find fields by their form name.
const LABELS = {
  departureCity: 'Departure City',
  departureCountry: 'Departure Country',
  departureDate: 'Departure Date',
  departureTime: 'Departure Time',
  departureTimeZone: 'Departure Time Zone',
  arrivalCity: 'Destination City',
  arrivalCountry: 'Arrival Country',
  arrivalAddress: 'Arrival Address',
  arrivalDate: 'Arrival Date',
  arrivalTime: 'Arrival Time',
  arrivalTimeZone: 'Arrival Time Zone',
  airline: 'Airline Name',
  flightNumber: 'Flight Number',
  weightKg: 'Weight available for item',
  feePerKgUsd: 'Price',
} as const;
type FieldName = keyof typeof LABELS;

function field(name: FieldName): HTMLInputElement | HTMLSelectElement {
  const element = document.querySelector(`form [name="${name}"]`);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement))
    throw new Error(`No field named ${name}`);
  return element;
}

// No per-key timer and no pointer-events walk up the tree for each of the form's many keystrokes.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
type User = ReturnType<typeof setupUser>;

const VALID_TRIP: Record<FieldName, string> = {
  departureCity: 'Lagos',
  departureCountry: 'NG',
  departureDate: '2030-03-03',
  departureTime: '08:00',
  departureTimeZone: 'Africa/Lagos',
  arrivalCity: 'Kigali',
  arrivalCountry: 'RW',
  arrivalAddress: 'Kigali International Airport',
  arrivalDate: '2030-03-03',
  arrivalTime: '13:00',
  arrivalTimeZone: 'Africa/Kigali',
  airline: 'RwandAir',
  flightNumber: 'wb 203',
  weightKg: '12.5',
  feePerKgUsd: '15',
};

/** A valid trip (Lagos, WAT, to Kigali, CAT), each field filled the way a traveler would: typed or chosen. */
async function fillTrip(user: User, overrides: Partial<Record<FieldName, string>> = {}) {
  for (const [name, value] of Object.entries({ ...VALID_TRIP, ...overrides })) {
    if (value === undefined) continue; // left as the form sets it
    const element = field(name as FieldName);
    if (element instanceof HTMLSelectElement) await user.selectOptions(element, value);
    else {
      await user.click(element);
      await user.paste(value);
    }
  }
}

describe('Travel details form (/traveler-request)', () => {
  it('uploads a trip, shows Submitted! and proceeds to the pending trips', async () => {
    const { api, router } = renderRoute('/traveler-request', {
      session: travelerSession('verified'),
      api: { 'POST /trips': { status: 201, body: buildTrip() } },
    });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    for (const [name, label] of Object.entries(LABELS))
      expect(screen.getByLabelText(fieldLabelled(label))).toBe(field(name as FieldName));
    expect(field('feePerKgUsd').closest('div')).toHaveTextContent('$');
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    const dialog = await screen.findByRole('dialog', { name: 'Submitted!' });
    expect(dialog).toHaveTextContent(
      "Your travel detail is in process, you'll get a notification if it has been approved.",
    );
    const posted = api.calls.filter((call) => call.method === 'POST' && call.path === '/trips');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toEqual({
      departureCity: 'Lagos',
      departureCountry: 'NG',
      departureDate: '2030-03-03',
      departureTime: '08:00',
      departureTimeZone: 'Africa/Lagos',
      arrivalCity: 'Kigali',
      arrivalCountry: 'RW',
      arrivalAddress: 'Kigali International Airport',
      arrivalDate: '2030-03-03',
      arrivalTime: '13:00',
      arrivalTimeZone: 'Africa/Kigali',
      airline: 'RwandAir',
      flightNumber: 'wb 203',
      weightKg: '12.5',
      feePerKgUsd: '15',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(router.state.location.search).toBe('?filter=pending');
  });

  it('sets each airport’s time zone from its country: Lagos → Kigali is WAT → CAT, never UTC', async () => {
    renderRoute('/traveler-request', { session: travelerSession('verified') });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    expect(field('departureTimeZone')).toHaveValue('');
    await user.selectOptions(field('departureCountry'), 'NG');
    await user.selectOptions(field('arrivalCountry'), 'RW');
    expect(field('departureTimeZone')).toHaveValue('Africa/Lagos');
    expect(field('arrivalTimeZone')).toHaveValue('Africa/Kigali');
    // Another country moves the zone with it.
    await user.selectOptions(field('departureCountry'), 'KE');
    expect(field('departureTimeZone')).toHaveValue('Africa/Nairobi');
  });

  it('asks which zone where the country has several, offering only that country’s', async () => {
    const { api } = renderRoute('/traveler-request', { session: travelerSession('verified') });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await fillTrip(user, { arrivalCountry: 'US', arrivalTimeZone: undefined });
    const zone = field('arrivalTimeZone') as HTMLSelectElement;
    expect(zone).toHaveValue('');
    expect(zone).toHaveAccessibleDescription(/United States has \d+ time zones: choose the airport’s\./);
    const offered = [...zone.options].map((option) => option.value).filter(Boolean);
    expect(offered).toContain('America/New_York');
    expect(offered).toContain('America/Los_Angeles');
    expect(offered).not.toContain('Africa/Kigali');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(tripMessages.timeZoneInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.selectOptions(zone, 'America/New_York');
    expect(zone).toHaveValue('America/New_York');
  });

  it('checks the fields with the shared messages before sending anything', async () => {
    const { api } = renderRoute('/traveler-request', { session: travelerSession('verified') });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(tripMessages.departureCityRequired)).toBeInTheDocument();
    expect(screen.getByText(tripMessages.arrivalAddressRequired)).toBeInTheDocument();
    expect(screen.getByText(tripMessages.weightInvalid)).toBeInTheDocument();
    expect(screen.getByText(tripMessages.airlineRequired)).toBeInTheDocument();
    expect(field('departureCity')).toHaveFocus();
    expect(api.calls.some((call) => call.path === '/trips')).toBe(false);
  });

  it('says when the arrival is not after the departure, on the arrival date', async () => {
    const { api } = renderRoute('/traveler-request', { session: travelerSession('verified') });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await fillTrip(user, { arrivalDate: '2030-03-02' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(tripMessages.arrivalBeforeDeparture)).toBeInTheDocument();
    expect(field('arrivalDate')).toHaveAccessibleDescription(tripMessages.arrivalBeforeDeparture);
    expect(api.calls.some((call) => call.path === '/trips')).toBe(false);
  });

  it('says when the departure is in the past', async () => {
    renderRoute('/traveler-request', { session: travelerSession('verified') });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await fillTrip(user, { departureDate: '2020-03-03', arrivalDate: '2020-03-03' });
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(tripMessages.departureInPast)).toBeInTheDocument();
  });

  it('puts the server’s field messages on the fields', async () => {
    renderRoute('/traveler-request', {
      session: travelerSession('verified'),
      api: {
        'POST /trips': apiError(400, 'validation_error', 'Check the highlighted fields.', {
          fields: { flightNumber: tripMessages.flightNumberInvalid },
        }),
      },
    });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(field('flightNumber')).toHaveAccessibleDescription(
        expect.stringContaining(tripMessages.flightNumberInvalid),
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the wait when the traveler has shared too many trips (429), and keeps what they typed', async () => {
    const message = tripMessages.tooManyTrips(42 * 60);
    renderRoute('/traveler-request', {
      session: travelerSession('verified'),
      api: {
        'POST /trips': apiError(429, 'too_many_trips', message, { headers: { 'retry-after': '2520' } }),
      },
    });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have shared many trips in a short time. You can share another in 42 minutes.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('flightNumber')).toHaveValue('wb 203');
  });

  it.each([
    ['unverified', 'Verify your ID'],
    ['rejected', 'Upload your ID again'],
  ] as const)('tells an %s traveler why, with the way to verification', async (status, link) => {
    renderRoute('/traveler-request', { session: travelerSession(status) });
    expect(await screen.findByText(tripMessages.notVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', appHref('shell', '/user-v'));
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('tells a pending traveler their ID is being checked', async () => {
    renderRoute('/traveler-request', { session: travelerSession('pending') });
    expect(await screen.findByText(tripMessages.notVerified)).toBeInTheDocument();
    expect(screen.getByText("We're checking your ID. We'll email you when it's done.")).toBeInTheDocument();
  });

  it('shows why when the server refuses an unverified traveler (403)', async () => {
    renderRoute('/traveler-request', {
      session: travelerSession('verified'),
      api: {
        'POST /trips': apiError(403, 'traveler_not_verified', tripMessages.notVerified),
      },
    });
    const user = setupUser();
    await screen.findByRole('heading', { level: 1, name: 'Upload Traveler Details' });
    await fillTrip(user);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(tripMessages.notVerified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });
});
