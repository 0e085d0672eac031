import { appHref } from '@tote/ui';
import { HomeIcon, MessageIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { RoleAppLayout } from '@tote/web/role-app-layout';
import { useSession } from '@tote/web/session';
import { paths } from '../../config/paths';
import { senderLiveInvalidations } from './live-invalidations';

/**
 * docs/product/sender.md, Layout: side menu, top bar with greeting, view switch, notifications, avatar.
 */
export function AppLayout() {
  const session = useSession();
  const user = session.data?.user;
  // docs/product/overview.md, People and roles: senders switch to the traveler view; someone who is not a
  // traveler yet is led to onboarding.
  const switchHref = user?.roles.traveler
    ? appHref('traveler', '/traveler-home')
    : appHref('shell', '/user-o');
  return (
    <RoleAppLayout
      app="sender"
      liveInvalidations={senderLiveInvalidations}
      requires="sender"
      homeHref={paths.home.getHref()}
      notificationHref={(deliveryId) => paths.deliveryTracking.getHref(deliveryId)}
      navLabel="Sender menu"
      nav={[
        { label: 'Home', to: paths.home.getHref(), icon: <HomeIcon /> },
        { label: 'Delivery', to: paths.delivery.getHref(), icon: <TruckIcon /> },
        { label: 'Message', to: paths.message.getHref(), icon: <MessageIcon /> },
        { label: 'Profile', to: paths.profile.getHref(), icon: <UserIcon /> },
      ]}
      // The spec's words, in the one casing both apps use for the switch (the traveler app's layout says why).
      switchView={{ href: switchHref, menuLabel: 'Go to Traveler View', buttonLabel: 'Go to Traveler View' }}
    />
  );
}
