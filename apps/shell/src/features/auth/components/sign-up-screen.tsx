import { Button } from '@tote/ui/button';
import { CountrySelect } from '@tote/ui/country-select';
import { PasswordField } from '@tote/ui/password-field';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { PASSWORD_HINT, type SignUp, SignUpSchema } from '@tote/validation/accounts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useSignUp } from '../api/sign-up';
import type { CodeScreenState } from '../code-ticket';
import { textLinkClasses } from './text-link';

const FIELDS: readonly string[] = ['fullName', 'email', 'country', 'password', 'confirmPassword'];

const copy = {
  sender: { title: 'Create your employer account', subtitle: 'Send items worldwide via trusted travelers.' },
  traveler: {
    title: 'Create your traveler account',
    subtitle: 'Earn money carrying items on trips you already take.',
  },
} as const;

/**
 * docs/product/accounts.md, Signing up: employer (/sign-up) and traveler (/signup-t); both continue to the
 * email code screen.
 */
export function SignUpScreen({ kind }: { kind: SignUp['kind'] }) {
  const navigate = useNavigate();
  const signUpMutation = useSignUp();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: SignUpSchema,
    initialValues: { fullName: '', email: '', country: '', password: '', confirmPassword: '', kind },
    // While typing, a password shorter than 6 also shows "Incorrect Password" (docs/product/messages.md).
    liveFields: ['password'],
  });

  const onSubmit = form.handleSubmit((signUp) => {
    if (signUpMutation.isPending) return;
    setFormError(undefined);
    signUpMutation.mutate(signUp, {
      onSuccess: (ticket) => {
        const state: CodeScreenState = { ticket };
        navigate(paths.auth.travelerEmailCode.getHref({ email: ticket.email, kind }), { state });
      },
      onError: (error) => {
        setFormError(form.applyServerError(error, (key) => FIELDS.includes(key), { email_taken: 'email' }));
      },
    });
  });

  const country = form.textField('country');
  return (
    <AuthLayout title={copy[kind].title} subtitle={copy[kind].subtitle} traveler={kind === 'traveler'}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField label="Full Name" required autoComplete="name" {...form.textField('fullName')} />
        <TextField label="Email" required type="email" autoComplete="email" {...form.textField('email')} />
        <CountrySelect
          label="Country"
          required
          placeholder="Select your country"
          name={country.name}
          value={country.value}
          onChange={(value) => form.setValue('country', value)}
          onBlur={country.onBlur}
          error={country.error}
        />
        <PasswordField
          label="Password"
          required
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          {...form.textField('password')}
        />
        <PasswordField
          label="Confirm Password"
          required
          autoComplete="new-password"
          {...form.textField('confirmPassword')}
        />
        <Button type="submit" size="lg" fullWidth loading={signUpMutation.isPending} className="mt-2">
          Confirm
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-center text-sm text-muted">
        <p>
          Have an account?{' '}
          <Link to={paths.auth.login.getHref()} className={textLinkClasses}>
            Sign in
          </Link>
        </p>
        {kind === 'sender' ? (
          <p>
            Want to sign up as a traveler?{' '}
            <Link to={paths.auth.travelerSignUp.getHref()} className={textLinkClasses}>
              Sign up now
            </Link>
          </p>
        ) : (
          <p>
            Want to send items instead?{' '}
            <Link to={paths.auth.signUp.getHref()} className={textLinkClasses}>
              Create an employer account
            </Link>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
