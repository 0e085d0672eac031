import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

const tabs = [
  { id: 'processing', label: 'Processing', content: <p>Processing orders</p>, count: 2 },
  { id: 'delivered', label: 'Delivered', content: <p>Delivered orders</p> },
  { id: 'cancelled', label: 'Cancelled', content: <p>Cancelled orders</p> },
];

describe('Tabs', () => {
  it('switches with arrow keys and reports the tab id', async () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="Delivery status" onChange={onChange} />);
    expect(screen.getByRole('tablist', { name: 'Delivery status' })).toBeInTheDocument();
    const processing = screen.getByRole('tab', { name: 'Processing 2' });
    expect(processing).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Processing orders');

    await userEvent.click(processing);
    await userEvent.keyboard('{ArrowRight}');
    const delivered = screen.getByRole('tab', { name: 'Delivered' });
    expect(delivered).toHaveFocus();
    expect(delivered).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Delivered orders');
    expect(onChange).toHaveBeenLastCalledWith('delivered');

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on defaultId', () => {
    render(<Tabs tabs={tabs} defaultId="cancelled" />);
    expect(screen.getByRole('tab', { name: 'Cancelled' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Cancelled orders');
  });

  it('follows selectedId when controlled', () => {
    const { rerender } = render(<Tabs tabs={tabs} selectedId="delivered" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs tabs={tabs} selectedId="processing" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Processing 2' })).toHaveAttribute('aria-selected', 'true');
  });
});
