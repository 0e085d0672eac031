import { appHref } from '@tote/ui';
import { buttonClasses } from '@tote/ui/button';
import { HomeIcon, LogoutIcon, MessageIcon, SwitchIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { SidebarLayout } from '@tote/ui/sidebar-layout';
import { TopBar } from '@tote/ui/top-bar';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Brand } from './brand';

// Until the accounts issue adds sign-out, Logout simply takes the person to the shell's sign-in page.
function goToSignIn() {
  window.location.assign(appHref('shell', '/login'));
}

/** spec §2 "Sender dashboard shell": side menu, top bar with greeting, view switch, notifications, avatar. */
export function AppLayout() {
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
        { label: 'Logout', onClick: goToSignIn, icon: <LogoutIcon />, tone: 'danger' },
        { label: 'Go to traveler view', href: appHref('traveler', '/traveler-home'), icon: <SwitchIcon /> },
      ]}
      topBar={
        <TopBar
          // The person's name joins the greeting once accounts exist.
          greeting={<p className="truncate text-lg font-semibold">Welcome back</p>}
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
          user={{ name: 'Sender' }}
        />
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
