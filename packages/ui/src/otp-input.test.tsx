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

const code = () => screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement;
/** What the drawn boxes show, box by box (they are hidden from assistive tech: the input carries the code). */
const boxes = () =>
  Array.from(document.querySelectorAll('[data-otp-box]')).map((box) => box.textContent ?? '');

describe('OtpInput', () => {
  it('is one labelled input for phone keyboards and code autofill, drawn as six boxes', () => {
    render(<Code />);
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code()).toHaveAttribute('maxlength', '6');
    expect(boxes()).toHaveLength(6);
    expect(document.querySelector('[data-otp-box]')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('fills the boxes in order as characters are typed', async () => {
    const onCode = vi.fn();
    render(<Code onCode={onCode} />);
    await userEvent.click(code());
    await userEvent.keyboard('123');
    expect(code()).toHaveValue('123');
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    expect(onCode).toHaveBeenLastCalledWith('123');
  });

  it('ignores characters that are not digits', async () => {
    render(<Code />);
    await userEvent.click(code());
    await userEvent.keyboard('a');
    expect(code()).toHaveValue('');
    expect(boxes()).toEqual(['', '', '', '', '', '']);
  });

  it('Backspace clears the last character', async () => {
    const onCode = vi.fn();
    render(<Code initial="123" onCode={onCode} />);
    await userEvent.click(code());
    await userEvent.keyboard('{Backspace}');
    expect(boxes()).toEqual(['1', '2', '', '', '', '']);
    expect(onCode).toHaveBeenLastCalledWith('12');
  });

  it('pasting a whole code fills every box, whatever was there', async () => {
    const onCode = vi.fn();
    render(<Code initial="9" onCode={onCode} />);
    await userEvent.click(code());
    await userEvent.paste('482913');
    expect(boxes()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onCode).toHaveBeenLastCalledWith('482913');
  });

  it('keeps only the digits of a pasted code (spaces, a line break)', async () => {
    render(<Code />);
    await userEvent.click(code());
    await userEvent.paste(' 482 913\n');
    expect(code()).toHaveValue('482913');
  });

  it('a complete code is typed again from the start', async () => {
    const onCode = vi.fn();
    render(<Code initial="123456" onCode={onCode} />);
    await userEvent.click(code());
    await userEvent.keyboard('654321');
    expect(onCode).toHaveBeenLastCalledWith('654321');
    expect(boxes()).toEqual(['6', '5', '4', '3', '2', '1']);
  });

  it('stops at the code length', async () => {
    const onCode = vi.fn();
    render(<Code onCode={onCode} />);
    await userEvent.click(code());
    await userEvent.keyboard('1234567');
    expect(code()).toHaveValue('123456');
    expect(onCode).toHaveBeenLastCalledWith('123456');
  });

  it('marks the code invalid on error', () => {
    render(<OtpInput label="Code" value="" onChange={() => {}} error />);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('OtpField', () => {
  it('shows its message as an alert that describes the code, and nothing without one', () => {
    const { rerender } = render(<OtpField label="Authentication code" value="" onChange={() => {}} />);
    const input = () => screen.getByRole('textbox', { name: 'Authentication code' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');

    rerender(
      <OtpField label="Authentication code" value="" onChange={() => {}} error="That code is not right." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('That code is not right.');
  });
});
