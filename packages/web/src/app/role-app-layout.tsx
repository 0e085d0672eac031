import { Brand } from '@tote/ui/brand';
import { buttonClasses } from '@tote/ui/button';
import { LogoutIcon, SwitchIcon } from '@tote/ui/icons';
import { SidebarLayout, type SidebarNavItem } from '@tote/ui/sidebar-layout';
import { TopBar } from '@tote/ui/top-bar';
import type { PublicUser } from '@tote/validation/accounts';
import type { AppName } from '@tote/validation/sites';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LiveConnectionHint } from '../events/live-connection-hint';
import { type LiveInvalidations, useLiveEvents } from '../events/use-live-events';
import { useNotificationsBell } from '../notifications/use-notifications-bell';
import {
  firstName,
  isNewAccount,
  RequireSession,
  type SessionRole,
  useLogout,
  useSessionUser,
} from '../session/session';

export interface RoleAppLayoutProps {
  /** The app this layout belongs to (named on the guard's "wrong account" page). */
  app: Exclude<AppName, 'shell'>;
  /** What the account must be to enter. */
  requires: SessionRole;
  /** The app's home path, where the brand links. */
  homeHref: string;
  brandLabel?: string;
  /** Name of the side menu's landmark, e.g. "Sender menu". */
  navLabel: string;
  nav: SidebarNavItem[];
  /** Entries pinned to the bottom of the menu after Logout and the view switch. */
  footerNav?: SidebarNavItem[];
  /**
   * The top bar's left side; unless told, "Welcome, {first name}" for an account made within the last day and
   * "Welcome back, {first name}" after that.
   */
  greeting?: (user: PublicUser) => ReactNode;
  /**
   * The switch to the person's other role app: an entry at the bottom of the menu (`menuLabel`) and, from
   * 420px, a button in the top bar (`buttonLabel`). `href` is absolute (appHref).
   */
  switchView?: { href: string; menuLabel: string; buttonLabel: string };
  /**
   * Which of the app's queries each live event makes stale (ADR 010): the app's features' keys, usually with
   * `sharedLiveInvalidations` (the bell, the chats) spread in. The stream is opened once here, signed in only.
   */
  liveInvalidations: LiveInvalidations;
  /** Where a notification about a delivery leads (the app's tracking page): each one opens its order. */
  notificationHref?: (deliveryId: string) => string;
}

const welcomeBack = (user: PublicUser) => (
  // At phone widths the greeting may take two lines, so the name stays visible next to the bell and avatar.
  <p className="line-clamp-2 text-base leading-snug font-semibold min-[480px]:text-lg">
    {isNewAccount(user) ? 'Welcome' : 'Welcome back'}, {firstName(user)}
  </p>
);

/**
 * The role apps' layout (docs/product/sender.md, traveler.md, admin.md, Layout): the session guard, a
 * permanent side menu with Logout, and a top bar with greeting, optional view switch, the notifications bell
 * and the person's picture.
 */
export function RoleAppLayout({ app, requires, ...props }: RoleAppLayoutProps) {
  return (
    <RequireSession app={app} requires={requires}>
      <SignedInLayout {...props} />
    </RequireSession>
  );
}

function SignedInLayout({
  homeHref,
  brandLabel,
  navLabel,
  nav,
  footerNav = [],
  greeting = welcomeBack,
  switchView,
  liveInvalidations,
  notificationHref,
}: Omit<RoleAppLayoutProps, 'app' | 'requires'>) {
  const user = useSessionUser();
  // The one live event stream of this app (RequireSession above: only while signed in).
  const live = useLiveEvents(liveInvalidations);
  const logout = useLogout();
  // One bell for every role app: the person's notifications, marked read when the menu opens.
  const bell = useNotificationsBell({ enabled: true, hrefOf: notificationHref });
  return (
    <SidebarLayout
      brand={<Brand href={homeHref} label={brandLabel} />}
      navLabel={navLabel}
      nav={nav}
      footerNav={[
        { label: 'Logout', onClick: () => logout.mutate(), icon: <LogoutIcon />, tone: 'danger' },
        ...(switchView ? [{ label: switchView.menuLabel, href: switchView.href, icon: <SwitchIcon /> }] : []),
        ...footerNav,
      ]}
      topBar={
        <TopBar
          greeting={greeting(user)}
          actions={
            switchView && (
              // Below 420px the side menu's switch item does this job and the bar keeps room for the avatar.
              <div className="hidden min-[420px]:block">
                <a href={switchView.href} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  {switchView.buttonLabel}
                </a>
              </div>
            )
          }
          {...bell}
          user={{ name: user.fullName, avatarUrl: user.avatarUrl ?? undefined }}
        />
      }
    >
      <Outlet />
      <LiveConnectionHint state={live} />
    </SidebarLayout>
  );
}
