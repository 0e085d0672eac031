import { appHref } from '@tote/ui';
import { buttonClasses } from '@tote/ui/button';
import { HomeIcon, LogoutIcon, MessageIcon, SwitchIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { firstName, RequireSession, useLogout, useSessionUser } from '@tote/ui/session';
import { SidebarLayout } from '@tote/ui/sidebar-layout';
import { TopBar } from '@tote/ui/top-bar';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Brand } from './brand';

/** spec §2 "Sender dashboard shell": side menu, top bar with greeting, view switch, notifications, avatar. */
export function AppLayout() {
  return (
    <RequireSession app="sender" requires="sender">
      <SenderLayout />
    </RequireSession>
  );
}

function SenderLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <SidebarLayout
      brand={<Brand />}
      navLabel="Sender menu"
      nav={[
        { label: 'Home', to: paths.home.getHref(), icon: <HomeIcon /> },
        { label: 'Delivery', to: paths.delivery.getHref(), icon: <TruckIcon /> },
        { label: 'Message', to: paths.message.getHref(), icon: <MessageIcon /> },
        { label: 'Profile', to: paths.profile.getHref(), icon: <UserIcon /> },
      ]}
      footerNav={[
        { label: 'Logout', onClick: () => logout.mutate(), icon: <LogoutIcon />, tone: 'danger' },
        { label: 'Go to traveler view', href: appHref('traveler', '/traveler-home'), icon: <SwitchIcon /> },
      ]}
      topBar={
        <TopBar
          greeting={<p className="truncate text-lg font-semibold">Welcome back, {firstName(user)}</p>}
          actions={
            // Below 420px the side menu's switch item does this job and the bar keeps room for the avatar.
            <div className="hidden min-[420px]:block">
              <a
                href={appHref('traveler', '/traveler-home')}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                Go to TRAVELER View
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
