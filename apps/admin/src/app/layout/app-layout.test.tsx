import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('admin layout (spec §2 "Admin screens")', () => {
  it('shows the shared sidebar', async () => {
    renderRoute('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    const expected = {
      Home: '/admin',
      Orders: '/admin-l',
      Users: '/user',
      Messages: '/admin-m',
      Settings: '/settings',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(within(menu).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("shows a header card with the admin's name and the role label", async () => {
    renderRoute('/Admin-l');
    await screen.findByRole('heading', { level: 1, name: 'Delivery Orders' });
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Tote admin')).toBeInTheDocument();
    expect(within(header).getByText('Admin')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Orders' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
