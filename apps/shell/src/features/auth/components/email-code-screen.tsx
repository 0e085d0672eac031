import { appHref } from '@tote/ui';
import { ArrowLeftIcon } from '@tote/ui/icons';
import { messages } from '@tote/validation/accounts';
import { browserLocation } from '@tote/web/session';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { useVerifyEmail } from '../api/verify-email';
import { ticketFromState } from '../code-ticket';
import { homeOf } from '../destination';
import { CodeForm } from './code-form';
import { textLinkClasses } from './text-link';

/**
 * docs/product/accounts.md, Signing up (/pass-t): the code emailed after sign-up. A correct code signs the
 * person in; an employer goes to the sender app, a traveler on to the role choice (Onboarding).
 */
export function EmailCodeScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const kindParam = searchParams.get('kind');
  const kind = kindParam === 'sender' || kindParam === 'traveler' ? kindParam : undefined;
  const ticket = ticketFromState(location.state);
  const verify = useVerifyEmail();

  const backTo = kind === 'sender' ? paths.auth.signUp.getHref() : paths.auth.travelerSignUp.getHref();
  const back = (
    <Link to={backTo} className={`${textLinkClasses} inline-flex items-center gap-1 text-sm`}>
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      Back to sign up
    </Link>
  );

  if (!email) {
    return (
      <AuthLayout title="Check your email" traveler={kind !== 'sender'}>
        <p className="text-muted">
          This page needs the address the code was sent to. Sign up first, or sign in if you already have an
          account.
        </p>
        <div className="mt-6 flex flex-wrap gap-4">
          {back}
          <Link to={paths.auth.login.getHref()} className={`${textLinkClasses} text-sm`}>
            Sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Check your email"
      subtitle={
        <>
          Enter the 6-digit code we sent to{' '}
          <span className="font-semibold wrap-anywhere text-ink">{email}</span>.
        </>
      }
      traveler={kind !== 'sender'}
    >
      <CodeForm
        email={email}
        purpose="verify_email"
        initialTicket={ticket?.purpose === 'verify_email' && ticket.email === email ? ticket : undefined}
        wrongCodeMessage={messages.incorrectCode}
        pending={verify.isPending}
        error={verify.error}
        onReset={verify.reset}
        onSubmit={(code) =>
          verify.mutate(
            { email, code },
            {
              onSuccess: ({ user }) => {
                if (kind === 'sender') return browserLocation.assign(appHref('sender', '/home'));
                if (kind === 'traveler') return navigate(paths.auth.roleChoice.getHref());
                const home = homeOf(user, 'sender');
                if (home.kind === 'path') navigate(home.path);
                else browserLocation.assign(home.url);
              },
            },
          )
        }
      />
      <div className="mt-6">{back}</div>
    </AuthLayout>
  );
}
