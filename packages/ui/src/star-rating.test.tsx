import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('names the rating, including half stars', () => {
    render(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('starts at 0 and shows the review count', () => {
    render(<StarRating value={0} reviewCount={96} />);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('96 reviews')).toBeInTheDocument();
  });

  it('rounds to halves and keeps within 0 and max', () => {
    const { rerender } = render(<StarRating value={3.74} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 3.5 out of 5');
    rerender(<StarRating value={9} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 5 out of 5');
    rerender(<StarRating value={-2} max={10} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Rated 0 out of 10');
  });
});
