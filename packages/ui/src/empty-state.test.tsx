import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title as a heading, a description and an action', () => {
    render(
      <EmptyState
        title="No deliveries yet"
        description="Requests you make appear here."
        action={<a href="/request">Request Delivery</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No deliveries yet', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Requests you make appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Delivery' })).toBeInTheDocument();
  });

  it('can use a plain paragraph for the title', () => {
    render(<EmptyState title="Nothing here" titleAs="p" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing here').tagName).toBe('P');
  });
});
