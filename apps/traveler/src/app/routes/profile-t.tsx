import { SwitchIcon } from '@tote/ui/icons';
import type { SettingsItem } from '@tote/ui/settings-list';
import { appHref } from '@tote/ui/sites';
import type { PublicUser } from '@tote/validation/accounts';
import { ProfileScreen } from '@tote/web/profile-screen';
import { paths } from '../../config/paths';

/**
 * docs/product/traveler.md, /profile-t Settings: "Switch Account (to Sender account)". A traveler who is not
 * a sender yet is offered the sender role when the sender view opens, so the switch never ends on a refused
 * form.
 */
function switchAccount(user: PublicUser): SettingsItem {
  return {
    label: 'Switch Account',
    description: user.roles.sender ? 'Go to your sender account' : 'Send packages with Tote too',
    icon: <SwitchIcon />,
    href: appHref('sender', '/home'),
  };
}

/** docs/product/traveler.md, Profile (/profile-t). */
export default function ProfileTRoute() {
  return (
    <ProfileScreen
      accountSettingsHref={paths.accountSettings.getHref()}
      switchAccount={switchAccount}
      reviewsEmptyDescription="Senders whose items you carry can review you once a delivery arrives."
      counts="carried"
    />
  );
}
