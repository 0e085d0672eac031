import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { OtpField } from '@tote/ui/otp-input';
import { TOTP_DIGITS, TotpCodeSchema, twoFactorMessages } from '@tote/validation/two-factor';
import { type FormEvent, useState } from 'react';

/** Server answers that belong under the code boxes; anything else is the screen's to show. */
const CODE_ERRORS = new Set(['wrong_code', 'code_already_used', 'validation_error']);

export function isCodeError(error: unknown): boolean {
  return error instanceof ApiError && CODE_ERRORS.has(error.code);
}

/** Six boxes for the authenticator app's code and a Confirm button. */
export function AuthenticatorCodeForm({
  onSubmit,
  pending,
  error,
  onReset,
  submitLabel = 'Confirm',
}: {
  onSubmit: (code: string) => void;
  pending: boolean;
  /** The last request's failure; a code failure shows under the boxes. */
  error: unknown;
  onReset: () => void;
  submitLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const codeError =
    formatError ??
    (isCodeError(error) ? ((error as ApiError).fields.code ?? (error as ApiError).message) : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = TotpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? twoFactorMessages.codeFormat);
      return;
    }
    onSubmit(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <OtpField
        label="Authentication code"
        length={TOTP_DIGITS}
        value={code}
        onChange={(next) => {
          setCode(next);
          setFormatError(undefined);
          onReset();
        }}
        error={codeError}
        autoFocus
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
