import {
  AlertIcon,
  HomeIcon,
  MessageIcon,
  PackageIcon,
  SettingsIcon,
  UsersIcon,
  WalletIcon,
} from '@tote/ui/icons';
import { RoleAppLayout } from '@tote/web/role-app-layout';
import { paths } from '../../config/paths';
import { adminLiveInvalidations } from './live-invalidations';

/**
 * docs/product/admin.md, Layout: shared sidebar and a header card with the admin's name and the role label.
 * Staff only.
 */
export function AppLayout() {
  return (
    <RoleAppLayout
      app="admin"
      liveInvalidations={adminLiveInvalidations}
      requires="staff"
      homeHref={paths.home.getHref()}
      navLabel="Admin menu"
      nav={[
        { label: 'Home', to: paths.home.getHref(), icon: <HomeIcon /> },
        { label: 'Orders', to: paths.orders.getHref(), icon: <PackageIcon /> },
        { label: 'Users', to: paths.users.getHref(), icon: <UsersIcon /> },
        { label: 'Payouts', to: paths.payouts.getHref(), icon: <WalletIcon /> },
        { label: 'Disputes', to: paths.disputes.getHref(), icon: <AlertIcon /> },
        { label: 'Messages', to: paths.messages.getHref(), icon: <MessageIcon /> },
        { label: 'Settings', to: paths.settings.getHref(), icon: <SettingsIcon /> },
      ]}
      greeting={(user) => (
        <div className="flex min-w-0 items-center gap-2">
          <p className="truncate text-lg font-semibold text-ink">{user.fullName}</p>
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            Admin
          </span>
        </div>
      )}
    />
  );
}
