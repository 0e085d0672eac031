import { appHref } from '@tote/ui';
import { buttonClasses } from '@tote/ui/button';
import { DashboardIcon, LogoutIcon, MessageIcon, SwitchIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { firstName, RequireSession, useLogout, useSessionUser } from '@tote/ui/session';
import { SidebarLayout } from '@tote/ui/sidebar-layout';
import { TopBar } from '@tote/ui/top-bar';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Brand } from './brand';

/** spec §2 traveler layout: permanent side menu, top bar with welcome, view switch, bell and picture. */
export function AppLayout() {
  return (
    <RequireSession app="traveler" requires="traveler">
      <TravelerLayout />
    </RequireSession>
  );
}

function TravelerLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <SidebarLayout
      brand={<Brand />}
      navLabel="Traveler menu"
      nav={[
        { label: 'Overview', to: paths.home.getHref(), icon: <DashboardIcon /> },
        { label: 'Delivery Order', to: paths.deliveryOrder.getHref(), icon: <TruckIcon /> },
        { label: 'Messages', to: paths.messages.getHref(), icon: <MessageIcon /> },
        { label: 'Profile', to: paths.profile.getHref(), icon: <UserIcon /> },
      ]}
      footerNav={[
        { label: 'Logout', onClick: () => logout.mutate(), icon: <LogoutIcon />, tone: 'danger' },
        { label: 'GO TO SENDER VIEW', href: appHref('sender', '/home'), icon: <SwitchIcon /> },
      ]}
      topBar={
        <TopBar
          greeting={<p className="truncate text-lg font-semibold">Welcome back, {firstName(user)}</p>}
          actions={
            // Below 420px the side menu's switch item does this job and the bar keeps room for the avatar.
            <div className="hidden min-[420px]:block">
              <a
                href={appHref('sender', '/home')}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Go to Sender View
              </a>
            </div>
          }
          notifications={[]}
          user={{ name: user.fullName, avatarUrl: user.avatarUrl ?? undefined }}
        />
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
