import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HomeIcon, LogoutIcon, MessageIcon, PackageIcon, SwitchIcon } from './icons';
import { SidebarLayout, type SidebarNavItem } from './sidebar-layout';

function Traveler({
  onLogout = () => {},
  path = '/delivery-order',
}: {
  onLogout?: () => void;
  path?: string;
}) {
  const nav: SidebarNavItem[] = [
    { label: 'Overview', to: '/traveler-home', icon: <HomeIcon /> },
    { label: 'Delivery Order', to: '/delivery-order', icon: <PackageIcon /> },
    { label: 'Messages', to: '/message-t', icon: <MessageIcon /> },
  ];
  const footerNav: SidebarNavItem[] = [
    { label: 'Logout', icon: <LogoutIcon />, tone: 'danger', onClick: onLogout },
    { label: 'Go to sender view', href: 'http://localhost:3001/home', icon: <SwitchIcon /> },
  ];
  return (
    <MemoryRouter initialEntries={[path]}>
      <SidebarLayout
        brand={<span>Tote</span>}
        nav={nav}
        footerNav={footerNav}
        topBar={<header>Welcome</header>}
      >
        <h1>Deliveries</h1>
      </SidebarLayout>
    </MemoryRouter>
  );
}

describe('SidebarLayout', () => {
  it('renders a labelled nav whose links keep their names in icon-only mode', () => {
    render(<Traveler />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/traveler-home');
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/message-t');
    expect(within(nav).getByRole('link', { name: 'Go to sender view' })).toHaveAttribute(
      'href',
      'http://localhost:3001/home',
    );
    // The label is visually hidden at 600px or less and shown from 601px.
    expect(within(nav).getByText('Overview')).toHaveClass('sr-only', 'wide:not-sr-only');
  });

  it('marks the current page', () => {
    render(<Traveler path="/delivery-order" />);
    expect(screen.getByRole('link', { name: 'Delivery Order' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('renders an onClick item as a button', async () => {
    const onLogout = vi.fn();
    render(<Traveler onLogout={onLogout} />);
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout).toHaveClass('text-danger-600');
    await userEvent.click(logout);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('offers a skip link to the main region as the first stop', async () => {
    render(<Traveler />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(within(main).getByRole('heading', { name: 'Deliveries' })).toBeInTheDocument();
  });

  it('is 80px wide up to 600px and 226px from 601px', () => {
    render(<Traveler />);
    const aside = screen.getByRole('navigation').closest('aside');
    expect(aside).toHaveClass('w-20', 'wide:w-[226px]');
  });
});
