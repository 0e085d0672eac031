import { messages } from '@tote/validation/accounts';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { type NewPasswordState, ticketFromState } from '../code-ticket';
import { CodeForm } from './code-form';
import { textLinkClasses } from './text-link';

/**
 * docs/product/accounts.md, Password reset (/confirm-account): the reset code; a correct one leads to
 * /new-password.
 */
export function ConfirmAccountScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const ticket = ticketFromState(location.state);
  const verify = useVerifyResetCode();

  const restart = (
    <Link to={paths.auth.forgotPassword.getHref()} className={`${textLinkClasses} text-sm`}>
      Use another email
    </Link>
  );

  return (
    <AuthLayout title="Confirm your account" subtitle="Enter the verification code sent to you.">
      {email ? (
        <>
          <p className="mb-5 text-sm text-muted">
            We sent it to <span className="font-semibold wrap-anywhere text-ink">{email}</span>.
          </p>
          <CodeForm
            email={email}
            purpose="reset_password"
            initialTicket={
              ticket?.purpose === 'reset_password' && ticket.email === email ? ticket : undefined
            }
            wrongCodeMessage={messages.wrongCode}
            pending={verify.isPending}
            error={verify.error}
            onReset={verify.reset}
            onSubmit={(code) =>
              verify.mutate(
                { email, code },
                {
                  onSuccess: (reset) => {
                    const state: NewPasswordState = { reset };
                    navigate(paths.auth.newPassword.getHref(), { state, replace: true });
                  },
                },
              )
            }
          />
          <div className="mt-6">{restart}</div>
        </>
      ) : (
        <>
          <p className="text-muted">
            Start by telling us the email you registered with, and we'll send you a code.
          </p>
          <div className="mt-6">
            <Link to={paths.auth.forgotPassword.getHref()} className={`${textLinkClasses} text-sm`}>
              Reset your password
            </Link>
          </div>
        </>
      )}
    </AuthLayout>
  );
}
