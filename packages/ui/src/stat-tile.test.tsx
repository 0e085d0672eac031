import { render, screen } from '@testing-library/react';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('shows a labelled figure with its description and action', () => {
    render(
      <StatTile
        label="Wallet"
        value="$2,000"
        description="Available balance"
        action={<a href="/wallet">Withdraw</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(screen.getByText('$2,000')).toBeInTheDocument();
    expect(screen.getByText('Available balance')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/wallet');
  });
});
