import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, buildTicket, mockApi } from '@tote/testing/mock-api';
import { fieldLabelled, renderScreen } from '@tote/testing/render';
import { messages, PASSWORD_HINT } from '@tote/validation/accounts';
import { COUNTRY_CODES } from '@tote/validation/countries';
import { describe, expect, it } from 'vitest';
import { SignUpScreen } from './sign-up-screen';

const renderSignUp = (kind: 'sender' | 'traveler' = 'sender') =>
  renderScreen(<SignUpScreen kind={kind} />, { path: kind === 'sender' ? '/sign-up' : '/signup-t' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(fieldLabelled('Full Name')), 'Ada Lovelace');
  await user.type(screen.getByLabelText(fieldLabelled('Email')), 'Ada@Example.com');
  await user.selectOptions(screen.getByLabelText(fieldLabelled('Country')), 'Rwanda');
  await user.type(screen.getByLabelText(fieldLabelled('Password')), 'engine42');
  await user.type(screen.getByLabelText(fieldLabelled('Confirm Password')), 'engine42');
}

describe('sign-up (/sign-up, /signup-t and their messages)', () => {
  it('lists every country by name and keeps its ISO 3166-1 code as the value', async () => {
    const user = userEvent.setup();
    renderSignUp();
    const country = screen.getByRole('combobox', { name: /Country/ });
    const options = within(country).getAllByRole('option');
    expect(options).toHaveLength(COUNTRY_CODES.length + 1); // and the placeholder
    expect(options[0]).toHaveTextContent('Select your country');
    expect(within(country).getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    expect(within(country).queryByRole('option', { name: 'UK' })).toBeNull();
    await user.selectOptions(country, 'Nigeria');
    expect(country).toHaveValue('NG');
    expect(country).toHaveDisplayValue('Nigeria');
  });

  it('marks every field required and shows the password hint', () => {
    renderSignUp('traveler');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your traveler account' }),
    ).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Country', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(fieldLabelled(label))).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByText(PASSWORD_HINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows each required message when Confirm is pressed on an empty form, without calling the API', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText(messages.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.countryRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordIncorrect)).toBeInTheDocument();
    // An empty Confirm Password says so too (it showed nothing while the password was wrong).
    expect(screen.getByLabelText(fieldLabelled('Confirm Password'))).toHaveAccessibleDescription(
      messages.confirmPasswordRequired,
    );
    expect(screen.getByLabelText(fieldLabelled('Full Name'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(fieldLabelled('Full Name'))).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('says the email format is wrong', async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText(fieldLabelled('Email')), 'ada@example');
    await user.tab();
    expect(screen.getByText(messages.emailFormat)).toBeInTheDocument();
  });

  it('shows "Incorrect Password" while a short password is typed, and drops it once it is valid', async () => {
    const user = userEvent.setup();
    renderSignUp();
    const password = screen.getByLabelText(fieldLabelled('Password'));
    await user.type(password, 'abc1');
    expect(screen.getByText(messages.passwordIncorrect)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.type(password, 'xyz9');
    expect(screen.queryByText(messages.passwordIncorrect)).not.toBeInTheDocument();
  });

  it("says the passwords don't match", async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(screen.getByLabelText(fieldLabelled('Password')), 'engine42');
    await user.type(screen.getByLabelText(fieldLabelled('Confirm Password')), 'engine43');
    await user.tab();
    expect(screen.getByText(messages.passwordsDontMatch)).toBeInTheDocument();
  });

  it("puts the server's email_taken on the email field", async () => {
    mockApi({
      'POST /auth/signup': apiError(409, 'email_taken', messages.emailTaken, {
        fields: { email: messages.emailTaken },
      }),
    });
    const user = userEvent.setup();
    renderSignUp();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabelled('Email'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the form and opens the code screen with the ticket', async () => {
    const ticket = buildTicket('ada@example.com', 'verify_email');
    const api = mockApi({ 'POST /auth/signup': { status: 201, body: ticket } });
    const user = userEvent.setup();
    renderSignUp('traveler');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const location = await screen.findByRole('status', { name: 'Current location' });
    expect(location).toHaveTextContent('/pass-t?email=ada%40example.com&kind=traveler');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ ticket });
    expect(api.calls[0]?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      country: 'RW',
      password: 'engine42',
      confirmPassword: 'engine42',
      kind: 'traveler',
    });
  });

  it('links the employer form to the traveler form', () => {
    renderSignUp('sender');
    const line = screen.getByText(/Want to sign up as a traveler\?/);
    expect(within(line).getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/signup-t');
  });
});
