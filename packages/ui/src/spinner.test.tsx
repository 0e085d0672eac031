import { render, screen } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named "Loading" unless told', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Spinner label="Loading deliveries" />);
    expect(screen.getByRole('status', { name: 'Loading deliveries' })).toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive tech and takes its shape from classes', () => {
    const { container } = render(<Skeleton className="h-4 w-32" />);
    const block = container.firstElementChild;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveClass('animate-pulse', 'h-4', 'w-32');
  });
});
