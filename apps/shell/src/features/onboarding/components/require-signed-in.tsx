import { Button } from '@tote/ui/button';
import { Spinner } from '@tote/ui/spinner';
import type { Session } from '@tote/validation/accounts';
import { isSignedOut, useSession } from '@tote/web/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';

/**
 * The onboarding screens act on the signed-in account: without a session the person signs in first and comes
 * back here (`?next=` is a path of this app, which the sign-in screen follows).
 */
export function RequireSignedIn({ children }: { children: (session: Session) => ReactNode }) {
  const location = useLocation();
  const session = useSession();
  if (session.isPending) {
    return (
      <div className="flex min-h-dvh items-center justify-center bg-canvas">
        <Spinner size="lg" label="Checking your session" />
      </div>
    );
  }
  if (session.isError) {
    if (isSignedOut(session.error)) {
      const here = `${location.pathname}${location.search}`;
      return <Navigate to={paths.auth.login.getHref(here)} replace />;
    }
    return (
      <AuthLayout title="We could not check your session">
        <p role="alert" className="text-muted">
          {session.error.message}
        </p>
        <Button className="mt-6" onClick={() => session.refetch()} loading={session.isFetching}>
          Try again
        </Button>
      </AuthLayout>
    );
  }
  return children(session.data);
}
