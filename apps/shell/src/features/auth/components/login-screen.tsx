import { ApiError } from '@tote/api-client/client';
import { readSiteMap } from '@tote/ui';
import { Button } from '@tote/ui/button';
import { Checkbox } from '@tote/ui/checkbox';
import { PasswordField } from '@tote/ui/password-field';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { CodeTicketSchema, LoginSchema } from '@tote/validation/accounts';
import { browserLocation } from '@tote/web/session';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/login';
import type { CodeScreenState } from '../code-ticket';
import { type Destination, homeOf, type SignInVariant, safeNext } from '../destination';
import { type SecondFactorState, secondFactorStep } from '../second-factor';
import { SocialSignInLinks } from './social-sign-in-links';
import { textLinkClasses } from './text-link';

const FIELDS: readonly string[] = ['email', 'password'];

/** docs/product/accounts.md, Signing in: /login, and its traveler twin /traveler-signin. */
export function LoginScreen({ variant }: { variant: SignInVariant }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The other variant keeps `?next=`, so switching screens does not lose where the person was going.
  const { search } = useLocation();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string>();
  const form = useSchemaForm({
    schema: LoginSchema,
    initialValues: { email: '', password: '', keepLoggedIn: false },
    liveFields: ['email'], // the email is checked on every change, not only on Confirm
  });

  function go(destination: Destination) {
    if (destination.kind === 'path') navigate(destination.path);
    else browserLocation.assign(destination.url);
  }

  const onSubmit = form.handleSubmit((credentials) => {
    if (loginMutation.isPending) return;
    setFormError(undefined);
    loginMutation.mutate(credentials, {
      onSuccess: ({ user }) => {
        const next = safeNext(searchParams.get('next'), readSiteMap(), window.location.origin);
        go(next ?? homeOf(user, variant));
      },
      onError: (error) => {
        // Staff: the password was right; the authenticator (or its first-time setup) comes next.
        const staffStep = secondFactorStep(error);
        if (staffStep) {
          const state: SecondFactorState = {
            challenge: staffStep.challenge,
            next: searchParams.get('next'),
            variant,
          };
          const to = staffStep.step === 'enrolment_required' ? paths.auth.enrolment : paths.auth.secondFactor;
          navigate(to.getHref(), { state });
          return;
        }
        const ticket = error instanceof ApiError ? CodeTicketSchema.safeParse(error.body.ticket) : undefined;
        if (error instanceof ApiError && error.code === 'email_not_verified' && ticket?.success) {
          // The server has just sent a fresh code: confirm the address, then carry on.
          const state: CodeScreenState = { ticket: ticket.data };
          navigate(paths.auth.travelerEmailCode.getHref({ email: ticket.data.email, kind: variant }), {
            state,
          });
          return;
        }
        setFormError(
          form.applyServerError(error, (key) => FIELDS.includes(key), {
            email_not_registered: 'email',
            wrong_password: 'password',
          }),
        );
      },
    });
  });

  const traveler = variant === 'traveler';
  return (
    <AuthLayout
      title={traveler ? 'Sign in as a traveler' : 'Sign in'}
      subtitle={
        traveler
          ? 'Welcome back! Pick up where your trips left off.'
          : 'Welcome back! Sign in to send and track your items.'
      }
      traveler={traveler}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{formError}</FormAlert>
        <TextField label="Email" type="email" autoComplete="email" required {...form.textField('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.textField('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox
            label="Keep me logged in"
            name="keepLoggedIn"
            checked={form.values.keepLoggedIn ?? false}
            onChange={(checked) => form.setValue('keepLoggedIn', checked)}
          />
          <Link to={paths.auth.forgotPassword.getHref()} className={`${textLinkClasses} text-sm`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth loading={loginMutation.isPending} className="mt-2">
          Confirm
        </Button>
      </form>
      <div className="mt-6">
        <SocialSignInLinks />
      </div>
      <div className="mt-6 flex flex-col gap-2 text-center text-sm text-muted">
        <p>
          Don't have an account?{' '}
          <Link
            to={traveler ? paths.auth.travelerSignUp.getHref() : paths.auth.signUp.getHref()}
            className={textLinkClasses}
          >
            Sign up now
          </Link>
        </p>
        {traveler ? (
          <p>
            Want to sign in as a sender?{' '}
            <Link to={{ pathname: paths.auth.login.path, search }} className={textLinkClasses}>
              Sign in now
            </Link>
          </p>
        ) : (
          <p>
            Want to sign in as a traveler?{' '}
            <Link to={{ pathname: paths.auth.travelerSignIn.path, search }} className={textLinkClasses}>
              Sign in now
            </Link>
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
