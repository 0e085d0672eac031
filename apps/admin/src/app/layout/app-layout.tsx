import { HomeIcon, LogoutIcon, MessageIcon, PackageIcon, SettingsIcon, UsersIcon } from '@tote/ui/icons';
import { RequireSession, useLogout, useSessionUser } from '@tote/ui/session';
import { SidebarLayout } from '@tote/ui/sidebar-layout';
import { TopBar } from '@tote/ui/top-bar';
import { Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Brand } from './brand';

/** spec §2 admin: shared sidebar and a header card with the admin's name and the role label. Staff only. */
export function AppLayout() {
  return (
    <RequireSession app="admin" requires="staff">
      <StaffLayout />
    </RequireSession>
  );
}

function StaffLayout() {
  const user = useSessionUser();
  const logout = useLogout();
  const admin = { name: user.fullName, avatarUrl: user.avatarUrl ?? undefined };
  return (
    <SidebarLayout
      brand={<Brand />}
      navLabel="Admin menu"
      nav={[
        { label: 'Home', to: paths.home.getHref(), icon: <HomeIcon /> },
        { label: 'Orders', to: paths.orders.getHref(), icon: <PackageIcon /> },
        { label: 'Users', to: paths.users.getHref(), icon: <UsersIcon /> },
        { label: 'Messages', to: paths.messages.getHref(), icon: <MessageIcon /> },
        { label: 'Settings', to: paths.settings.getHref(), icon: <SettingsIcon /> },
      ]}
      footerNav={[{ label: 'Logout', onClick: () => logout.mutate(), icon: <LogoutIcon />, tone: 'danger' }]}
      topBar={
        <TopBar
          greeting={
            <div className="flex min-w-0 items-center gap-2">
              <p className="truncate text-lg font-semibold text-ink">{admin.name}</p>
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                Admin
              </span>
            </div>
          }
          notifications={[]}
          user={admin}
        />
      }
    >
      <Outlet />
    </SidebarLayout>
  );
}
