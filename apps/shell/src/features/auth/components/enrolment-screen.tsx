import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@tote/ui/button';
import { FormAlert } from '@tote/ui/schema-form';
import { Spinner } from '@tote/ui/spinner';
import { type EnrolledSession, twoFactorCopy } from '@tote/validation/two-factor';
import { sessionQueryOptions } from '@tote/web/session';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useEnrolment } from '../api/start-enrolment';
import {
  destinationAfterSignIn,
  goTo,
  type SecondFactorState,
  secondFactorFromState,
} from '../second-factor';
import { AuthenticatorCodeForm, isCodeError } from './authenticator-code-form';
import { textLinkClasses } from './text-link';

const backToSignIn = (
  <Link to={paths.auth.login.getHref()} className={`${textLinkClasses} text-sm`}>
    Back to sign in
  </Link>
);

/** "ABCDEFGH..." in groups of four, easier to type; the app ignores the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Staff first sign-in: scan the QR code (or type the setup key), confirm with the first code, then save the
 * recovery codes, which are shown this once.
 */
export function EnrolmentScreen() {
  const location = useLocation();
  const state = secondFactorFromState(location.state);
  if (!state) {
    return (
      <AuthLayout title={twoFactorCopy.enrolmentTitle}>
        <p className="text-muted">This step follows your password. Sign in first.</p>
        <div className="mt-6">{backToSignIn}</div>
      </AuthLayout>
    );
  }
  return <Enrolment state={state} />;
}

function Enrolment({ state }: { state: SecondFactorState }) {
  const enrolment = useEnrolment(state.challenge.ticket);
  const confirm = useConfirmEnrolment();
  const [enrolled, setEnrolled] = useState<EnrolledSession>();

  if (enrolled) return <RecoveryCodes session={enrolled} state={state} />;

  const alert =
    enrolment.error?.message ??
    (confirm.error && !isCodeError(confirm.error) ? confirm.error.message : undefined);

  return (
    <AuthLayout
      title={twoFactorCopy.enrolmentTitle}
      subtitle="Staff accounts sign in with a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as the password."
    >
      <FormAlert>{alert}</FormAlert>
      {enrolment.isPending && <Spinner label="Preparing your setup key" />}
      {enrolment.data && (
        <div className="flex flex-col gap-6">
          <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm text-ink">
            <li>
              <p>Scan this QR code with your authenticator app.</p>
              <img
                src={enrolment.data.qrCode}
                alt="QR code for your authenticator app"
                width={192}
                height={192}
                className="mt-3 size-48 rounded-control bg-white p-1 ring-1 ring-grey-200"
              />
            </li>
            <li>
              <p>Can't scan it? Type this setup key into the app instead (time-based):</p>
              <dl className="mt-2">
                <dt className="text-xs font-semibold text-muted uppercase">{twoFactorCopy.setupKeyLabel}</dt>
                <dd className="mt-1 block rounded-control bg-grey-100 px-3 py-2 font-mono text-base tracking-wider wrap-anywhere text-ink select-all">
                  {grouped(enrolment.data.secret)}
                </dd>
              </dl>
            </li>
            <li>Enter the 6-digit code the app shows for Tote.</li>
          </ol>
          <AuthenticatorCodeForm
            pending={confirm.isPending}
            error={confirm.error}
            onReset={confirm.reset}
            submitLabel="Confirm and continue"
            onSubmit={(code) =>
              confirm.mutate({ ticket: state.challenge.ticket, code }, { onSuccess: setEnrolled })
            }
          />
        </div>
      )}
      <div className="mt-6">{backToSignIn}</div>
    </AuthLayout>
  );
}

function RecoveryCodes({ session, state }: { session: EnrolledSession; state: SecondFactorState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function carryOn() {
    const { recoveryCodes: _shownOnce, ...signedIn } = session;
    queryClient.setQueryData(sessionQueryOptions.queryKey, signedIn);
    goTo(destinationAfterSignIn(session.user, state), navigate);
  }

  return (
    <AuthLayout
      title={twoFactorCopy.recoveryCodesTitle}
      subtitle="If you lose your phone, each of these codes signs you in once instead of the app's code. Keep them somewhere safe, such as a password manager: they are shown only now."
    >
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-control bg-grey-100 p-4 font-mono text-base text-ink"
      >
        {session.recoveryCodes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <Button size="lg" fullWidth className="mt-6" onClick={carryOn}>
        I saved my codes, continue
      </Button>
    </AuthLayout>
  );
}
