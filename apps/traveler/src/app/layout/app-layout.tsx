import { appHref } from '@tote/ui';
import { buttonClasses } from '@tote/ui/button';
import { DashboardIcon, LogoutIcon, MessageIcon, SwitchIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { SidebarLayout } from '@tote/ui/sidebar-layout';
import { TopBar } from '@tote/ui/top-bar';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Brand } from './brand';

// Until the accounts issue adds sign-out, Logout simply takes the person to the shell's sign-in page.
function goToSignIn() {
  window.location.assign(appHref('shell', '/login'));
}

/** spec §2 traveler layout: permanent side menu, top bar with welcome, view switch, bell and picture. */
export function AppLayout() {
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
        { label: 'Logout', onClick: goToSignIn, icon: <LogoutIcon />, tone: 'danger' },
        { label: 'GO TO SENDER VIEW', href: appHref('sender', '/home'), icon: <SwitchIcon /> },
      ]}
      topBar={
        <TopBar
          // The person's name joins the welcome once accounts exist.
          greeting={<p className="truncate text-lg font-semibold">Welcome back</p>}
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
          user={{ name: 'Traveler' }}
        />
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
