import { type ClipboardEvent, type KeyboardEvent, useId, useRef } from 'react';
import { cx } from './class-names';

export interface OtpInputProps {
  /** Number of boxes; spec §9: the verification code has 6 characters. */
  length?: number;
  /** The code typed so far. It is always contiguous: box N is only filled when boxes before it are. */
  value: string;
  onChange: (value: string) => void;
  /** Red borders and aria-invalid on every box; render the message itself next to the group. */
  error?: boolean;
  /** Name of the group, visually hidden (e.g. "Verification code"). */
  label: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Id of an element describing the boxes, e.g. the error message. */
  describedBy?: string;
  /** Which single characters a box accepts; digits unless told. */
  allowedCharacter?: RegExp;
  className?: string;
}

const DIGIT = /^[0-9]$/;

export function OtpInput({
  length = 6,
  value,
  onChange,
  error = false,
  label,
  autoFocus = false,
  disabled = false,
  describedBy,
  allowedCharacter = DIGIT,
  className,
}: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  // The newest value we emitted: focus moves before the parent re-renders with it.
  const latest = useRef(value);
  latest.current = value.slice(0, length);

  const keep = (text: string) => Array.from(text).filter((character) => allowedCharacter.test(character));

  function focusBox(index: number) {
    const box = inputs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  }

  function emit(next: string) {
    latest.current = next;
    onChange(next);
  }

  /** Writes `characters` starting at box `index` (one typed key, a paste or an SMS autofill). */
  function write(index: number, characters: string[]) {
    const current = latest.current;
    // spec: pasting a whole code in any box fills every box.
    const start = characters.length >= length ? 0 : Math.min(index, current.length);
    const next = (
      current.slice(0, start) +
      characters.join('') +
      current.slice(start + characters.length)
    ).slice(0, length);
    emit(next);
    focusBox(Math.min(start + characters.length, length - 1));
  }

  function remove(index: number) {
    const current = latest.current;
    emit(current.slice(0, index) + current.slice(index + 1));
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const filled = index < latest.current.length;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (filled) {
          remove(index);
        } else if (index > 0) {
          // Backspace on an empty box goes back and clears the previous one.
          remove(index - 1);
          focusBox(index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        if (filled) remove(index);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        if (index < latest.current.length) focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(latest.current.length);
        break;
    }
  }

  function handleChange(index: number, raw: string) {
    const old = latest.current[index] ?? '';
    // Typing into a filled box with the caret beside its character gives two characters: keep the new one.
    let typed = raw;
    if (old && raw.length === 2 && raw.startsWith(old)) typed = raw.slice(1);
    else if (old && raw.length === 2 && raw.endsWith(old)) typed = raw.slice(0, 1);
    const characters = keep(typed);
    if (characters.length > 0) {
      write(index, characters);
    } else if (raw === '' && old !== '') {
      // Deleted without a Backspace keydown (some phone keyboards, cut).
      remove(index);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const characters = keep(event.clipboardData.getData('text').trim());
    if (characters.length > 0) write(index, characters.slice(0, length));
  }

  function handleFocus(index: number) {
    // Boxes fill in order, so focus never rests past the first empty box.
    const firstEmpty = Math.min(latest.current.length, length - 1);
    if (index > firstEmpty) focusBox(firstEmpty);
    else inputs.current[index]?.select();
  }

  const autoFocusIndex = Math.min(value.length, length - 1);
  return (
    <fieldset className={cx('flex min-w-0 gap-2 sm:gap-3', className)}>
      <legend className="sr-only">{label}</legend>
      {Array.from({ length }, (_, index) => (
        <input
          // The boxes never reorder, so the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          aria-invalid={error || undefined}
          aria-describedby={describedBy}
          // biome-ignore lint/a11y/noAutofocus: opt-in by the caller on screens whose only task is the code
          autoFocus={autoFocus && index === autoFocusIndex}
          disabled={disabled}
          value={value[index] ?? ''}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={() => handleFocus(index)}
          className={cx(
            'focus-ring size-11 min-w-0 rounded-control border bg-surface text-center text-xl font-semibold text-ink sm:size-12',
            'disabled:cursor-not-allowed disabled:bg-grey-100',
            error ? 'border-danger-600' : 'border-line',
          )}
        />
      ))}
    </fieldset>
  );
}

export interface OtpFieldProps extends Omit<OtpInputProps, 'error' | 'describedBy'> {
  /** The message under the boxes; set, the boxes are marked invalid and described by it. */
  error?: string | undefined;
}

/** The code boxes with their message underneath, as every code screen shows them. */
export function OtpField({ error, className, ...props }: OtpFieldProps) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-2">
      <OtpInput
        {...props}
        error={Boolean(error)}
        describedBy={error ? errorId : undefined}
        className={cx('justify-between sm:justify-start', className)}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </div>
  );
}
