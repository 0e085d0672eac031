import { Button } from '@tote/ui/button';
import { ArrowLeftIcon } from '@tote/ui/icons';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { ForgotPasswordSchema } from '@tote/validation/accounts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';
import type { CodeScreenState } from '../code-ticket';
import { textLinkClasses } from './text-link';

/**
 * docs/product/accounts.md, Password reset (/forgot-password): a registered address gets a reset code and
 * goes on to /confirm-account.
 */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({ schema: ForgotPasswordSchema, initialValues: { email: '' } });

  const onSubmit = form.handleSubmit(({ email }) => {
    if (forgot.isPending) return;
    setFormError(undefined);
    forgot.mutate(
      { email },
      {
        onSuccess: (ticket) => {
          const state: CodeScreenState = { ticket };
          navigate(paths.auth.confirmAccount.getHref(ticket.email), { state });
        },
        onError: (error) => {
          // docs/product/messages.md: an unknown address leaves the field red with "Wrong email" (the
          // server's message) and stays here.
          setFormError(form.applyServerError(error, (key) => key === 'email', { wrong_email: 'email' }));
        },
      },
    );
  });

  return (
    <AuthLayout title="Forgot password" subtitle="Enter the email used to register your account.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField label="Email" type="email" autoComplete="email" required {...form.textField('email')} />
        <Button type="submit" size="lg" fullWidth loading={forgot.isPending} className="mt-2">
          Confirm
        </Button>
      </form>
      <div className="mt-6">
        <Link
          to={paths.auth.login.getHref()}
          className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to Login
        </Link>
      </div>
    </AuthLayout>
  );
}
