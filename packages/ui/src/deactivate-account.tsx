import { type DeactivateAccount, DeactivateAccountSchema } from '@tote/validation/profiles';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { PasswordField } from './password-field';
import { FormAlert, useSchemaForm } from './schema-form';
import { TextField } from './text-field';

export interface DeactivateAccountButtonProps {
  /** Deactivates; on success the caller leaves the signed-in app. A rejection is shown in the dialog. */
  onDeactivate: (values: DeactivateAccount) => Promise<unknown>;
}

const FIELDS = ['password', 'confirm'];

/** Account settings "Deactivate account": a danger button and a dialog asking for the password and the word. */
export function DeactivateAccountButton({ onDeactivate }: DeactivateAccountButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Deactivate account
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Deactivate your account?"
        description="You will be signed out on every device and will not be able to sign in again. Your deliveries and messages stay on record for Tote staff."
      >
        {open && <DeactivateForm onCancel={() => setOpen(false)} onDeactivate={onDeactivate} />}
      </Dialog>
    </>
  );
}

function DeactivateForm({ onCancel, onDeactivate }: DeactivateAccountButtonProps & { onCancel: () => void }) {
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: DeactivateAccountSchema,
    initialValues: { password: '', confirm: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (sending) return;
    setSending(true);
    setFormError(undefined);
    try {
      await onDeactivate(values);
    } catch (error) {
      setFormError(form.applyServerError(error, (key) => FIELDS.includes(key)));
      setSending(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert>{formError}</FormAlert>
      <PasswordField
        label="Password"
        required
        autoComplete="current-password"
        {...form.textField('password')}
      />
      <TextField
        label="Type DEACTIVATE to confirm"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.textField('confirm')}
      />
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={sending}>
          Deactivate account
        </Button>
      </div>
    </form>
  );
}
