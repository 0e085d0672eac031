import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@tote/api-client/api-error';
import { Button, buttonClasses } from '@tote/ui/button';
import { appHref } from '@tote/ui/sites';
import { Spinner } from '@tote/ui/spinner';
import type { PublicUser } from '@tote/validation/accounts';
import type { AppName } from '@tote/validation/sites';
import { type ReactNode, useEffect } from 'react';
import { webQueryKeys } from '../query-keys';
import { SenderRoleOffer } from '../roles/sender-role-offer';
import { CenteredPanel } from './centered-panel';
import { authApi, fetchSession, takeEarlySession } from './early-session';

// A role app's entry imports prefetchSession from '@tote/web/early-session', apart from this module: the guard
// and its screens load with the layout's chunk, not the entry (the first-load JS budget, bench/size.mjs).
export { prefetchSession } from './early-session';

/**
 * The signed-in person, shared by every app: one query key, so a login, a role choice or a logout in one
 * place updates every screen that shows the session.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: webQueryKeys.session,
  queryFn: () => {
    return takeEarlySession() ?? fetchSession();
  },
  staleTime: 60_000,
  // 401 is an answer (signed out), not a failure worth retrying.
  retry: (failureCount, error) => !isSignedOut(error) && failureCount < 1,
});

/** True when the API said there is no session (401). */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The signed-in person, for components rendered inside <RequireSession> (which waits for the session). */
export function useSessionUser(): PublicUser {
  const { data } = useSession();
  if (!data) throw new Error('useSessionUser must be used inside <RequireSession>.');
  return data.user;
}

/** An account this young is greeted as new ("Welcome, Ada"), not as someone coming back. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

/** Whether the account was made within the last day: the top bar greets a new person as new. */
export function isNewAccount(user: Pick<PublicUser, 'createdAt'>, now = Date.now()): boolean {
  const created = Date.parse(user.createdAt);
  return Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
}

/** First name for greetings ("Welcome back, Ada"). */
export function firstName(user: PublicUser): string {
  return user.fullName.trim().split(/\s+/)[0] ?? user.fullName;
}

/**
 * Full-page navigations to another app (another origin), in one object so component tests can replace them:
 * `vi.spyOn(browserLocation, 'assign').mockImplementation(() => {})`.
 */
export const browserLocation = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
  href: () => window.location.href,
};

/** Absolute URL of the shell's sign-in screen that brings the person back to `returnTo` afterwards. */
function loginHref(returnTo: string): string {
  return appHref('shell', `/login?next=${encodeURIComponent(returnTo)}`);
}

/**
 * Ends the session on the server and opens the shell's sign-in screen. The full page load drops every cached
 * answer; clearing the cache first would only re-render the signed-in screens without their session.
 */
export function useLogout() {
  const leave = () => browserLocation.assign(appHref('shell', '/login'));
  return useMutation({
    mutationFn: async () => (await authApi()).logout(),
    onSuccess: leave,
    onError: (error) => {
      // Already signed out (expired session): the goal is reached anyway.
      if (isSignedOut(error)) leave();
    },
  });
}

/** Replaces the page with `url` (another origin), showing a spinner meanwhile. */
export function LeaveTo({ url, label = 'Redirecting' }: { url: string; label?: string }) {
  // A navigation, not data loading: it has to happen after render, once.
  useEffect(() => {
    browserLocation.replace(url);
  }, [url]);
  return <FullPageSpinner label={label} />;
}

function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas">
      <Spinner size="lg" label={label} />
    </div>
  );
}

export type SessionRole = 'sender' | 'traveler' | 'staff';

export interface RequireSessionProps {
  /** The app this guard protects (named on the "staff only" page). */
  app: AppName;
  /**
   * What the account must be; without it any signed-in person may enter. (Not called `role`: that name
   * belongs to ARIA on JSX elements.)
   */
  requires?: SessionRole;
  children: ReactNode;
}

/**
 * Guards a role app's layout: a spinner while the session loads, the shell's sign-in screen (coming back here)
 * without one, and a clear answer when the account is not the right kind.
 */
export function RequireSession({ app, requires, children }: RequireSessionProps) {
  const session = useSession();
  if (session.isPending) return <FullPageSpinner label="Checking your session" />;
  if (session.isError) {
    if (isSignedOut(session.error))
      return <LeaveTo url={loginHref(browserLocation.href())} label="Opening sign in" />;
    return (
      <CenteredPanel title="We could not check your session">
        <p role="alert" className="text-muted">
          {session.error.message}
        </p>
        <Button className="mt-6" onClick={() => session.refetch()} loading={session.isFetching}>
          Try again
        </Button>
      </CenteredPanel>
    );
  }

  const { user } = session.data;
  if (requires === 'staff' && !user.roles.staff) return <StaffOnly app={app} />;
  if (requires === 'traveler' && !user.roles.traveler) return <LeaveTo url={appHref('shell', '/user-o')} />;
  if (requires === 'sender' && !user.roles.sender && !user.roles.staff) {
    // Senders and travelers switch views (docs/product/overview.md, People and roles). A traveler who is not
    // a sender yet is offered the role here (one press), so the switch never ends on a form the API refuses
    // (403 sender_role_required).
    if (user.roles.traveler) return <SenderRoleOffer />;
    return <LeaveTo url={appHref('shell', '/user-o')} />;
  }
  return children;
}

function StaffOnly({ app }: { app: AppName }) {
  const logoutMutation = useLogout();
  return (
    <CenteredPanel title={`Staff only: this account can't open the ${app} app`}>
      <p className="text-muted">Sign out and sign in with a staff account, or go back to your own space.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => logoutMutation.mutate()} loading={logoutMutation.isPending}>
          Sign out
        </Button>
        <a href={appHref('sender', '/home')} className={buttonClasses({ variant: 'outline' })}>
          Go to sender home
        </a>
      </div>
      {logoutMutation.isError && !isSignedOut(logoutMutation.error) && (
        <p role="alert" className="mt-4 text-sm font-medium text-danger-600">
          {logoutMutation.error.message}
        </p>
      )}
    </CenteredPanel>
  );
}
