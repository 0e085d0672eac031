import { Button } from '@tote/ui/button';
import { FormAlert, useSchemaForm } from '@tote/ui/schema-form';
import { TextField } from '@tote/ui/text-field';
import { RecoveryCodeFormSchema, twoFactorCopy } from '@tote/validation/two-factor';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useRecoverSecondFactor, useVerifySecondFactor } from '../api/verify-second-factor';
import { destinationAfterSignIn, goTo, secondFactorFromState } from '../second-factor';
import { AuthenticatorCodeForm, isCodeError } from './authenticator-code-form';
import { textLinkClasses } from './text-link';

const backToSignIn = (
  <Link to={paths.auth.login.getHref()} className={`${textLinkClasses} text-sm`}>
    Back to sign in
  </Link>
);

/** Staff sign-in, step two: the authenticator code, or one of the recovery codes instead. */
export function SecondFactorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = secondFactorFromState(location.state);
  const verify = useVerifySecondFactor();
  const recover = useRecoverSecondFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [recoveryError, setRecoveryError] = useState<string>();
  const form = useSchemaForm({ schema: RecoveryCodeFormSchema, initialValues: { recoveryCode: '' } });

  if (!state) {
    return (
      <AuthLayout title={twoFactorCopy.secondFactorTitle}>
        <p className="text-muted">This step follows your password. Sign in first.</p>
        <div className="mt-6">{backToSignIn}</div>
      </AuthLayout>
    );
  }
  const { challenge } = state;
  const verifyAlert = verify.error && !isCodeError(verify.error) ? verify.error.message : undefined;

  const onRecover = form.handleSubmit(({ recoveryCode }) => {
    if (recover.isPending) return;
    setRecoveryError(undefined);
    recover.mutate(
      { ticket: challenge.ticket, recoveryCode },
      {
        onSuccess: ({ user }) => goTo(destinationAfterSignIn(user, state), navigate),
        onError: (error) => setRecoveryError(form.applyServerError(error, (key) => key === 'recoveryCode')),
      },
    );
  });

  return (
    <AuthLayout
      title={twoFactorCopy.secondFactorTitle}
      subtitle={
        useRecovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Tote.'
      }
    >
      {useRecovery ? (
        <form noValidate onSubmit={onRecover} className="flex flex-col gap-4">
          <FormAlert>{recoveryError}</FormAlert>
          <TextField
            label="Recovery code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="abcde-12345"
            required
            {...form.textField('recoveryCode')}
          />
          <Button type="submit" size="lg" fullWidth loading={recover.isPending}>
            Confirm
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <FormAlert>{verifyAlert}</FormAlert>
          <AuthenticatorCodeForm
            pending={verify.isPending}
            error={verify.error}
            onReset={verify.reset}
            onSubmit={(code) =>
              verify.mutate(
                { ticket: challenge.ticket, code },
                { onSuccess: ({ user }) => goTo(destinationAfterSignIn(user, state), navigate) },
              )
            }
          />
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3"
          onClick={() => {
            setUseRecovery((current) => !current);
            setRecoveryError(undefined);
            verify.reset();
          }}
        >
          {useRecovery ? twoFactorCopy.useAuthenticator : twoFactorCopy.useRecoveryCode}
        </Button>
        {backToSignIn}
      </div>
    </AuthLayout>
  );
}
