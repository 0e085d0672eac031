import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopBar, type TopBarNotification } from './top-bar';

const user = { name: 'Ada Obi' };

describe('TopBar', () => {
  it('shows "No notifications yet" and no badge when there are none', async () => {
    render(<TopBar greeting={<h1>Welcome, Ada</h1>} notifications={[]} user={user} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).not.toHaveAccessibleDescription();
    await userEvent.click(bell);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('shows a count badge and a scrolling list capped at 300px', async () => {
    const notifications: TopBarNotification[] = [
      { id: '1', title: 'Chinedu', body: 'Your delivery is on the way', time: '2 hours ago' },
      { id: '2', title: 'Amara', body: 'Delivered', time: 'Yesterday' },
    ];
    render(<TopBar greeting="Welcome" notifications={notifications} user={user} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAccessibleDescription('2 new');
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell);
    const list = await screen.findByRole('region', { name: 'Notifications' });
    expect(list).toHaveClass('max-h-[300px]', 'overflow-y-auto');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Your delivery is on the way')).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Your delivery is on the way')).not.toBeInTheDocument());
  });

  it('shows the greeting, actions and the user avatar', () => {
    render(
      <TopBar
        greeting="Welcome back, Ada"
        actions={<button type="button">Go to Sender View</button>}
        notifications={[]}
        user={user}
      />,
    );
    expect(screen.getByText('Welcome back, Ada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Sender View' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveTextContent('AO');
  });

  it('shows a spinner while notifications load', async () => {
    render(<TopBar greeting="Hi" notifications={[]} notificationsLoading user={user} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(screen.queryByText('No notifications yet')).not.toBeInTheDocument();
  });
});
