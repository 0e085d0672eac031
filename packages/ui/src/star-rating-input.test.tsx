import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ReviewsList } from './reviews-list';
import { StarRatingInput } from './star-rating-input';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState(0);
  return (
    <>
      <StarRatingInput label="Your rating" value={value} onChange={setValue} error={error} />
      <output>{value}</output>
    </>
  );
}

describe('StarRatingInput', () => {
  it('is a labelled group of five radios, chosen by click or arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('shows its error as an alert', () => {
    render(<Controlled error="Choose a rating from 1 to 5 stars." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars.');
  });
});

describe('ReviewsList', () => {
  it('shows the reviewed person’s reply under a review, and the actions given', () => {
    render(
      <ReviewsList
        reviews={[
          {
            id: 'r1',
            rating: 4,
            text: 'On time.',
            authorName: 'Grace',
            createdAt: '2026-02-03T10:00:00.000Z',
            reply: { text: 'Thank you!', createdAt: '2026-02-04T10:00:00.000Z' },
          },
        ]}
        actions={(review) => <button type="button">Report {review.id}</button>}
      />,
    );
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText(/Reply ·/)).toHaveTextContent('Reply · 4 Feb 2026');
    expect(screen.getByRole('button', { name: 'Report r1' })).toBeInTheDocument();
  });
});
