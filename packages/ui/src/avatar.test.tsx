import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initials } from './avatar';

describe('Avatar', () => {
  it('shows the photo with the name as alt text', () => {
    render(<Avatar name="Ada Obi" src="/ada.jpg" />);
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveAttribute('src', '/ada.jpg');
  });

  it('falls back to initials without a photo or when it fails to load', () => {
    const { rerender } = render(<Avatar name="Ada Obi" />);
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveTextContent('AO');
    rerender(<Avatar name="Ada Obi" src="/broken.jpg" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada Obi' }));
    expect(screen.getByRole('img', { name: 'Ada Obi' })).not.toHaveAttribute('src');
    expect(screen.getByRole('img', { name: 'Ada Obi' })).toHaveTextContent('AO');
  });

  it('builds initials from the first and last word', () => {
    expect(initials('  mary jane watson ')).toBe('MW');
    expect(initials('Admin')).toBe('A');
    expect(initials('')).toBe('?');
  });

  it('stays out of the accessibility tree when decorative', () => {
    render(<Avatar name="Ada Obi" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
