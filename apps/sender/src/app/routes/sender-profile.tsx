import { SwitchIcon } from '@tote/ui/icons';
import type { SettingsItem } from '@tote/ui/settings-list';
import { appHref } from '@tote/ui/sites';
import type { PublicUser } from '@tote/validation/accounts';
import { ProfileScreen } from '@tote/web/profile-screen';
import { paths } from '../../config/paths';

/**
 * docs/product/overview.md, People and roles: a sender switches to the traveler view; someone who is not a
 * traveler yet goes to onboarding.
 */
function switchAccount(user: PublicUser): SettingsItem {
  return user.roles.traveler
    ? {
        label: 'Switch Account',
        description: 'Go to your traveler account',
        icon: <SwitchIcon />,
        href: appHref('traveler', '/traveler-home'),
      }
    : {
        label: 'Switch Account',
        description: 'Become a traveler and earn on your trips',
        icon: <SwitchIcon />,
        href: appHref('shell', '/user-o'),
      };
}

/** The sender's Profile (docs/product/sender.md, /sender-p). */
export default function SenderProfileRoute() {
  return (
    <ProfileScreen
      accountSettingsHref={paths.accountSettings.getHref()}
      switchAccount={switchAccount}
      reviewsEmptyDescription="Travelers who carry your deliveries can review you once an order arrives."
      counts="sent"
    />
  );
}
