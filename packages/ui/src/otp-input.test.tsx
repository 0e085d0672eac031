import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpField, OtpInput } from './otp-input';

function Code({ initial = '', onCode }: { initial?: string; onCode?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <OtpInput
      label="Verification code"
      value={value}
      onChange={(next) => {
        onCode?.(next);
        setValue(next);
      }}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('OtpInput', () => {
  it('renders six labelled numeric boxes in a named group', () => {
    render(<Code />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves focus to the next box after each character', async () => {
    const onCode = vi.fn();
    render(<Code onCode={onCode} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('123');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(box(4)).toHaveFocus();
    expect(onCode).toHaveBeenLastCalledWith('123');
  });

  it('ignores characters that are not digits', async () => {
    render(<Code />);
    await userEvent.click(box(1));
    await userEvent.keyboard('a');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('Backspace on an empty box goes back and clears the previous one', async () => {
    const onCode = vi.fn();
    render(<Code initial="123" onCode={onCode} />);
    await userEvent.click(box(4));
    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '', '', '', '']);
    expect(box(3)).toHaveFocus();
    expect(onCode).toHaveBeenLastCalledWith('12');
  });

  it('pasting six characters in any box fills all and focuses the last', async () => {
    const onCode = vi.fn();
    render(<Code initial="9" onCode={onCode} />);
    await userEvent.click(box(2));
    await userEvent.paste('482913');
    expect(values()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onCode).toHaveBeenLastCalledWith('482913');
    expect(box(6)).toHaveFocus();
  });

  it('arrow keys move between filled boxes', async () => {
    render(<Code initial="1234" />);
    await userEvent.click(box(3));
    await userEvent.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
  });

  it('never leaves focus past the first empty box', async () => {
    render(<Code initial="12" />);
    await userEvent.click(box(5));
    expect(box(3)).toHaveFocus();
  });

  it('marks every box invalid on error', () => {
    render(<OtpInput label="Code" value="" onChange={() => {}} error />);
    for (const input of screen.getAllByRole('textbox')) expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('OtpField', () => {
  it('shows its message as an alert that describes every box, and nothing without one', () => {
    const { rerender } = render(<OtpField label="Authentication code" value="" onChange={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box(1)).not.toHaveAttribute('aria-invalid', 'true');

    rerender(
      <OtpField label="Authentication code" value="" onChange={() => {}} error="That code is not right." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(6)).toHaveAccessibleDescription('That code is not right.');
  });
});
