import { Button } from '@tote/ui/button';
import { PasswordField } from '@tote/ui/password-field';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { NewPasswordSchema, PASSWORD_HINT } from '@tote/validation/accounts';
import { useId, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useResetPassword } from '../api/reset-password';
import { resetTicketFromState } from '../code-ticket';

const FIELDS: readonly string[] = ['password', 'confirmPassword'];

/**
 * docs/product/accounts.md, Password reset (/new-password): needs the reset token that a correct code on
 * /confirm-account hands over.
 */
export function NewPasswordScreen() {
  const location = useLocation();
  const reset = resetTicketFromState(location.state);
  // Opened directly, or after a reload that lost the token: start the reset again.
  if (!reset) return <Navigate to={paths.auth.forgotPassword.getHref()} replace />;
  return <NewPasswordForm resetToken={reset.resetToken} />;
}

function NewPasswordForm({ resetToken }: { resetToken: string }) {
  const navigate = useNavigate();
  const confirmId = useId();
  const resetPassword = useResetPassword();
  const [visible, setVisible] = useState(false);
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: NewPasswordSchema,
    initialValues: { password: '', confirmPassword: '' },
    liveFields: ['password'],
  });

  const onSubmit = form.handleSubmit((passwords) => {
    if (resetPassword.isPending) return;
    setFormError(undefined);
    resetPassword.mutate(
      { resetToken, ...passwords },
      {
        onSuccess: () => navigate(paths.auth.loginConfirmation.getHref(), { replace: true }),
        onError: (error) => {
          setFormError(form.applyServerError(error, (key) => FIELDS.includes(key)));
        },
      },
    );
  });

  return (
    <AuthLayout title="New password" subtitle="Try not to misplace it this time.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>
          {formError && (
            <>
              {formError}{' '}
              <Link to={paths.auth.forgotPassword.getHref()} className="underline">
                Start again
              </Link>
            </>
          )}
        </FormAlert>
        {/* docs/product/accounts.md: one visibility toggle shows or hides both fields. */}
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          visible={visible}
          onVisibleChange={setVisible}
          toggleControls={[confirmId]}
          {...form.textField('password')}
        />
        <PasswordField
          id={confirmId}
          label="Confirm Password"
          required
          autoComplete="new-password"
          visible={visible}
          showToggle={false}
          {...form.textField('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={resetPassword.isPending} className="mt-2">
          Submit
        </Button>
      </form>
    </AuthLayout>
  );
}
