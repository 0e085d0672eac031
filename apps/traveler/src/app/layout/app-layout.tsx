import { appHref } from '@tote/ui';
import { DashboardIcon, MessageIcon, TruckIcon, UserIcon } from '@tote/ui/icons';
import { RoleAppLayout } from '@tote/web/role-app-layout';
import { paths } from '../../config/paths';
import { travelerLiveInvalidations } from './live-invalidations';

/**
 * docs/product/traveler.md, Layout: permanent side menu, top bar with welcome, view switch, bell and picture.
 */
export function AppLayout() {
  return (
    <RoleAppLayout
      app="traveler"
      liveInvalidations={travelerLiveInvalidations}
      requires="traveler"
      homeHref={paths.home.getHref()}
      notificationHref={(deliveryId) => paths.deliveryTracking.getHref(deliveryId)}
      navLabel="Traveler menu"
      nav={[
        { label: 'Overview', to: paths.home.getHref(), icon: <DashboardIcon /> },
        { label: 'Delivery Order', to: paths.deliveryOrder.getHref(), icon: <TruckIcon /> },
        { label: 'Messages', to: paths.messages.getHref(), icon: <MessageIcon /> },
        { label: 'Profile', to: paths.profile.getHref(), icon: <UserIcon /> },
      ]}
      switchView={{
        href: appHref('sender', '/home'),
        // The spec writes this switch four ways (GO TO SENDER VIEW, Go to Sender View, Go to TRAVELER View, Go
        // to traveler view): its words, in one casing in both apps and both places.
        menuLabel: 'Go to Sender View',
        buttonLabel: 'Go to Sender View',
      }}
    />
  );
}
