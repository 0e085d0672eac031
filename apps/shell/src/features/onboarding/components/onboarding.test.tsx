import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildSession, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { appHref } from '@tote/ui';
import { messages } from '@tote/validation/accounts';
import { browserLocation } from '@tote/web/session';
import { describe, expect, it, vi } from 'vitest';
import { RoleChoiceScreen } from './role-choice-screen';
import { TravelerVerificationScreen } from './traveler-verification-screen';
import { VerificationReceivedScreen } from './verification-received-screen';

const newcomer = { roles: { sender: false, traveler: false, staff: false } };
const traveler = { roles: { sender: false, traveler: true, staff: false } };

describe('role choice /user-o', () => {
  it('sends a signed-out visitor to sign in, coming back here', async () => {
    mockApi({ 'GET /auth/session': apiError(401, 'not_signed_in', 'Sign in to continue.') });
    renderScreen(<RoleChoiceScreen />, { path: '/user-o' });
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/login?next=%2Fuser-o',
    );
  });

  it('asks for a choice, then makes a sender and opens the sender app', async () => {
    const api = mockApi({
      'GET /auth/session': { body: buildSession(newcomer) },
      'POST /me/roles': { body: buildSession() },
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderScreen(<RoleChoiceScreen />, { path: '/user-o' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Are you a Sender or a Traveler?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose Sender or Traveler to continue.');
    await user.click(screen.getByRole('radio', { name: /Sender/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(appHref('sender', '/home')));
    expect(api.calls.find((call) => call.path === '/me/roles')?.body).toEqual({ role: 'sender' });
  });

  it('makes a traveler and goes on to /user-v', async () => {
    mockApi({
      'GET /auth/session': { body: buildSession(newcomer) },
      'POST /me/roles': { body: buildSession(traveler) },
    });
    const user = userEvent.setup();
    renderScreen(<RoleChoiceScreen />, { path: '/user-o' });
    await user.click(await screen.findByRole('radio', { name: /Traveler/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/user-v');
  });
});

describe('traveler verification /user-v', () => {
  it('requires both addresses and the national ID', async () => {
    const api = mockApi({ 'GET /auth/session': { body: buildSession(traveler) } });
    const user = userEvent.setup();
    renderScreen(<TravelerVerificationScreen />, { path: '/user-v' });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByText(messages.residentialAddressRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.placeOfWorkRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.nationalIdRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the details with the file and shows /result', async () => {
    const api = mockApi({
      'GET /auth/session': { body: buildSession(traveler) },
      'POST /me/traveler-verification': {
        status: 201,
        body: buildSession({ ...traveler, travelerStatus: 'pending' }),
      },
    });
    const user = userEvent.setup();
    const { container } = renderScreen(<TravelerVerificationScreen />, { path: '/user-v' });
    await user.type(await screen.findByLabelText(fieldLabelled('Residential Address')), '1 Main St, Kigali');
    await user.type(screen.getByLabelText(fieldLabelled('Place of work / Address')), 'Kigali Heights');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'id.png', {
        type: 'image/png',
      }),
    );
    expect(await screen.findByText('id.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent('/result');
    const body = api.calls.find((call) => call.path === '/me/traveler-verification')?.body as FormData;
    expect(body.get('residentialAddress')).toBe('1 Main St, Kigali');
    expect(body.get('placeOfWork')).toBe('Kigali Heights');
    // jsdom's File does not survive the trip into Node's fetch intact; the browser run checks the upload itself.
    expect(body.has('nationalId')).toBe(true);
  });

  it('lets a rejected traveler send the details again (the API accepts rejected -> pending)', async () => {
    mockApi({ 'GET /auth/session': { body: buildSession({ ...traveler, travelerStatus: 'rejected' }) } });
    renderScreen(<TravelerVerificationScreen />, { path: '/user-v' });
    expect(await screen.findByText(/could not confirm your last details/)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabelled('Residential Address'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});

describe('received /result', () => {
  it('says an email will follow and links to the traveler home', async () => {
    mockApi({ 'GET /auth/session': { body: buildSession({ ...traveler, travelerStatus: 'pending' }) } });
    renderScreen(<VerificationReceivedScreen />, { path: '/result' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Received' })).toBeInTheDocument();
    expect(screen.getByText(/send you an email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to traveler home' })).toHaveAttribute(
      'href',
      appHref('traveler', '/traveler-home'),
    );
  });
});
