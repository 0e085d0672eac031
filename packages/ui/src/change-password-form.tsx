import { PASSWORD_HINT } from '@tote/validation/accounts';
import { type ChangePassword, ChangePasswordSchema } from '@tote/validation/profiles';
import { useState } from 'react';
import { Button } from './button';
import { PasswordField } from './password-field';
import { FormAlert, useSchemaForm } from './schema-form';

export interface ChangePasswordFormProps {
  /** Sends the change; a rejection (an ApiError) is shown on its field or above the form. */
  onSave: (values: ChangePassword) => Promise<unknown>;
}

const FIELDS = ['currentPassword', 'password', 'confirmPassword'];
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Account settings "Change your password": current, new and confirmation, with the sign-up rules and hint. */
export function ChangePasswordForm({ onSave }: ChangePasswordFormProps) {
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: ChangePasswordSchema,
    initialValues: EMPTY,
    // The password rules show while typing, as on the sign-up form (docs/product/messages.md).
    liveFields: ['password'],
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (saving) return;
    setSaving(true);
    setFormError(undefined);
    try {
      await onSave(values);
      form.reset(EMPTY);
    } catch (error) {
      setFormError(form.applyServerError(error, (key) => FIELDS.includes(key)));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change your password" className="flex flex-col gap-4">
      <FormAlert>{formError}</FormAlert>
      <PasswordField
        label="Current password"
        required
        autoComplete="current-password"
        {...form.textField('currentPassword')}
      />
      <PasswordField
        label="New password"
        required
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.textField('password')}
      />
      <PasswordField
        label="Confirm new password"
        required
        autoComplete="new-password"
        {...form.textField('confirmPassword')}
      />
      <div>
        <Button type="submit" loading={saving}>
          Change password
        </Button>
      </div>
    </form>
  );
}
