import { appHref } from '@tote/ui';
import { HomeIcon, MessageIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { RoleAppLayout } from '@tote/ui/role-app-layout';
import { paths } from '../../config/paths';

/** spec §2 "Sender dashboard shell": side menu, top bar with greeting, view switch, notifications, avatar. */
export function AppLayout() {
  return (
    <RoleAppLayout
      app="sender"
      requires="sender"
      homeHref={paths.home.getHref()}
      navLabel="Sender menu"
      nav={[
        { label: 'Home', to: paths.home.getHref(), icon: <HomeIcon /> },
        { label: 'Delivery', to: paths.delivery.getHref(), icon: <TruckIcon /> },
        { label: 'Message', to: paths.message.getHref(), icon: <MessageIcon /> },
        { label: 'Profile', to: paths.profile.getHref(), icon: <UserIcon /> },
      ]}
      switchView={{
        href: appHref('traveler', '/traveler-home'),
        menuLabel: 'Go to traveler view',
        buttonLabel: 'Go to TRAVELER View',
      }}
    />
  );
}
