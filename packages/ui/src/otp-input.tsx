import { OTPInput, type SlotProps } from 'input-otp';
import { type ClipboardEvent, type SyntheticEvent, useId } from 'react';
import { cx } from './class-names';
import './otp-input.css';

export interface OtpInputProps {
  /** Number of boxes; the emailed code has 6 digits (docs/product/overview.md, Constants). */
  length?: number;
  /** The code typed so far. It is always contiguous: box N is only filled when boxes before it are. */
  value: string;
  onChange: (value: string) => void;
  /** Red borders and aria-invalid on the code; render the message itself next to the boxes. */
  error?: boolean;
  /** Name of the code's input, e.g. "Verification code" (the boxes only draw its characters). */
  label: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Id of an element describing the code, e.g. the error message. */
  describedBy?: string;
  /** Which single characters a box accepts; digits unless told. */
  allowedCharacter?: RegExp;
  className?: string;
}

const DIGIT = /^[0-9]$/;

// input-otp adds its few CSS rules (a transparent selection and autofill on its invisible input) as an inline
// <style id="input-otp-style"> unless an element with that id exists. Our Content-Security-Policy (style-src
// 'self') refuses inline styles, so the same rules ship in otp-input.css and this marker tells the library so.
const LIBRARY_STYLE_ID = 'input-otp-style';
if (typeof document !== 'undefined' && !document.getElementById(LIBRARY_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = LIBRARY_STYLE_ID;
  document.head.append(marker);
}

/**
 * A one-time code drawn as boxes. One real input underneath (input-otp) takes typing, paste, the phone's
 * one-time-code autofill and its numeric keyboard; the boxes are a picture of its value.
 */
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
  const keep = (text: string) =>
    Array.from(text)
      .filter((character) => allowedCharacter.test(character))
      .join('');

  function handlePasteCapture(event: ClipboardEvent<HTMLInputElement>) {
    // Pasting a whole code fills every box, wherever the caret was. The library pastes over the selection,
    // so select everything first.
    if (keep(event.clipboardData.getData('text').trim()).length >= length) {
      event.currentTarget.setSelectionRange(0, event.currentTarget.value.length);
    }
  }

  // A complete code (a wrong one, say) is typed again from the start: once focused or clicked, the first key
  // replaces all of it. On click too, as the browser puts the caret where the pointer was after focusing.
  function selectWhenComplete(event: SyntheticEvent<HTMLInputElement>) {
    if (event.currentTarget.value.length >= length) event.currentTarget.setSelectionRange(0, length);
  }

  return (
    <OTPInput
      maxLength={length}
      value={value.slice(0, length)}
      onChange={onChange}
      pattern={`^(?:${bare(allowedCharacter)})+$`}
      pasteTransformer={(pasted) => keep(pasted.trim()).slice(0, length)}
      onPasteCapture={handlePasteCapture}
      onFocus={selectWhenComplete}
      onClick={selectWhenComplete}
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-label={label}
      aria-invalid={error || undefined}
      aria-describedby={describedBy}
      // Opt-in by the caller, on screens whose only task is the code.
      autoFocus={autoFocus}
      disabled={disabled}
      // The boxes keep their size when a password manager's badge is around: this is no password.
      pushPasswordManagerStrategy="none"
      noScriptCSSFallback={null}
      containerClassName="min-w-0"
      render={({ slots, isFocused }) => (
        <div aria-hidden="true" className={cx('flex min-w-0 gap-2 sm:gap-3', className)}>
          {slots.map((slot, index) => (
            // The boxes never reorder, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            <Box key={index} slot={slot} focused={isFocused} error={error} disabled={disabled} />
          ))}
        </div>
      )}
    />
  );
}

/** One drawn box: its character, a caret where the next one goes, the focus ring where the caret is. */
function Box({
  slot,
  focused,
  error,
  disabled,
}: {
  slot: SlotProps;
  focused: boolean;
  error: boolean;
  disabled: boolean;
}) {
  return (
    <div
      data-otp-box=""
      data-active={(focused && slot.isActive) || undefined}
      className={cx(
        'flex size-11 min-w-0 items-center justify-center rounded-control border bg-surface text-xl font-semibold text-ink sm:size-12',
        disabled && 'cursor-not-allowed bg-grey-100',
        error ? 'border-danger-600' : 'border-line',
        focused && slot.isActive && 'outline-2 outline-offset-2 outline-brand-600',
      )}
    >
      {slot.char}
      {slot.hasFakeCaret && <span className="h-6 w-px bg-ink motion-safe:animate-pulse" />}
    </div>
  );
}

/** The single-character pattern without its anchors, to repeat it over the whole code. */
function bare(character: RegExp): string {
  return character.source.replace(/^\^/, '').replace(/\$$/, '');
}

export interface OtpFieldProps extends Omit<OtpInputProps, 'error' | 'describedBy'> {
  /** The message under the boxes; set, the code is marked invalid and described by it. */
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
