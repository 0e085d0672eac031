import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordSchema, messages } from '@tote/validation/accounts';
import { profileMessages } from '@tote/validation/profiles';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './change-password-form';
import { useSchemaForm } from './schema-form';
import { TextField } from './text-field';

/** A plain form of two text fields, the way an app binds them. */
function ForgotPasswordForm() {
  const form = useSchemaForm({ schema: ForgotPasswordSchema, initialValues: { email: '', name: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <TextField label="Email" {...form.textField('email')} />
      <TextField label="Name" {...form.textField('name')} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderChangePassword() {
  const onSave = vi.fn<(values: unknown) => Promise<unknown>>().mockResolvedValue(undefined);
  render(<ChangePasswordForm onSave={onSave} />);
  return {
    onSave,
    current: screen.getByLabelText(/^Current password/),
    password: screen.getByLabelText(/^New password/),
    confirm: screen.getByLabelText(/^Confirm new password/),
    submit: screen.getByRole('button', { name: 'Change password' }),
  };
}

describe('useSchemaForm: messages and the press that leaves a field', () => {
  it('submits on the first click right after typing a wrong confirmation (no message appears mid-click)', () => {
    const { onSave, current, password, confirm, submit } = renderChangePassword();
    fireEvent.change(current, { target: { value: 'engine42' } });
    fireEvent.change(password, { target: { value: 'engine43' } });
    fireEvent.focus(confirm);
    fireEvent.change(confirm, { target: { value: 'engine44' } });
    // Chromium focuses the button on mousedown: the field blurs towards it before the click.
    fireEvent.blur(confirm, { relatedTarget: submit });
    // Shown now, the message would push the button down under the pointer and the click would be lost.
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
    fireEvent.click(submit);
    // The first click submitted: every message shows and the wrong field has the focus.
    expect(screen.getByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves on the first click right after typing a right confirmation', async () => {
    const { onSave, current, password, confirm, submit } = renderChangePassword();
    fireEvent.change(current, { target: { value: 'engine42' } });
    fireEvent.change(password, { target: { value: 'engine43' } });
    fireEvent.focus(confirm);
    fireEvent.change(confirm, { target: { value: 'engine43' } });
    fireEvent.blur(confirm, { relatedTarget: submit });
    fireEvent.click(submit);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      currentPassword: 'engine42',
      password: 'engine43',
      confirmPassword: 'engine43',
    });
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('holds the message while a pointer is down (Safari does not focus the button), then shows it', async () => {
    const { confirm, password } = renderChangePassword();
    fireEvent.change(password, { target: { value: 'engine43' } });
    fireEvent.change(confirm, { target: { value: 'engine44' } });
    // A press somewhere that is not a field: the blur has no relatedTarget.
    fireEvent.pointerDown(document.body);
    fireEvent.blur(confirm);
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
    fireEvent.pointerUp(document.body);
    fireEvent.click(document.body);
    // A task after the click, never inside its dispatch (schema-form.tsx, afterPress).
    expect(screen.queryByText(messages.passwordsDoNotMatch)).not.toBeInTheDocument();
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeInTheDocument();
  });

  it('shows the message of a field left by Tab for the next field at once', async () => {
    const user = userEvent.setup();
    render(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText(/^Email/), 'ada@');
    await user.tab();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByText(messages.wrongEmail)).toBeInTheDocument();
  });

  it('shows the message of a field left by Tab for a button at once too (no click is under way)', async () => {
    const user = userEvent.setup();
    const { current, password } = renderChangePassword();
    await user.type(current, 'x');
    await user.clear(current);
    await user.tab();
    // The next stop is the field's own Show password toggle.
    expect(screen.getAllByRole('button', { name: 'Show password' })[0]).toHaveFocus();
    expect(screen.getByText(profileMessages.currentPasswordRequired)).toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
  });
});
