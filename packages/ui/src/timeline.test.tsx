import { render, screen, within } from '@testing-library/react';
import { Timeline } from './timeline';

describe('Timeline', () => {
  it('is an ordered list that says the state of each step and marks the current one', () => {
    render(
      <Timeline
        label="Delivery progress"
        steps={[
          { id: 'placed', title: 'Delivery Order placed', time: '10 May, 09:00', state: 'done' },
          { id: 'shipping', title: 'Shipping', description: 'With the traveler', state: 'current' },
          { id: 'eta', title: 'Estimated Delivery', state: 'upcoming' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Delivery progress' });
    expect(list.tagName).toBe('OL');
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Completed: Delivery Order placed10 May, 09:00',
      'Current step: ShippingWith the traveler',
      'Upcoming: Estimated Delivery',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('shows a cancelled step in red', () => {
    render(<Timeline steps={[{ id: 'c', title: 'Delivery Cancelled', state: 'cancelled' }]} />);
    expect(screen.getByText('Delivery Cancelled')).toHaveClass('text-danger-700');
    expect(screen.getByText('Cancelled:')).toHaveClass('sr-only');
  });
});
