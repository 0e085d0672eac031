import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { TextField } from './text-field';

function Email() {
  const [value, setValue] = useState('');
  return <TextField label="Email" type="email" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextField', () => {
  it('links the label to the input and reports typing', async () => {
    render(<Email />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error as an alert, marks the input invalid and describes it with the message', () => {
    render(<TextField label="Email" error="Please enter a valid email address." hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input).toHaveClass('border-danger-600');
  });

  it('marks a required field with a red asterisk after the label and aria-required', () => {
    render(<TextField label="Full Name" required />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toBeRequired();
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveClass('text-danger-600');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes ref to the input (React 19 ref as a prop)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Price" ref={ref} startAdornment="$" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Price' }));
  });
});
