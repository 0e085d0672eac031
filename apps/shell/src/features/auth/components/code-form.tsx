import { ApiError } from '@tote/api-client/client';
import { Button } from '@tote/ui/button';
import { OtpField } from '@tote/ui/otp-input';
import { FormAlert } from '@tote/ui/schema-form';
import {
  CODE_LENGTH,
  type CodePurpose,
  CodeSchema,
  type CodeTicket,
  codeCooldownMessage,
  messages,
} from '@tote/validation/accounts';
import { type FormEvent, useState } from 'react';
import { useResendCode } from '../api/resend-code';
import { formatCountdown, secondsUntil, useNow } from '../use-now';

interface CodeFormProps {
  email: string;
  purpose: CodePurpose;
  /** The ticket of the code just sent; absent when the screen was opened directly. */
  initialTicket?: CodeTicket;
  /**
   * docs/product/messages.md: "Wrong code." on /confirm-account, "Incorrect!" on the traveler screen /pass-t.
   */
  wrongCodeMessage: string;
  onSubmit: (code: string) => void;
  pending: boolean;
  /** The verify request's failure, if any. */
  error: unknown;
  /** Called when the code changes or a new one is sent, so the screen can forget the last failure. */
  onReset: () => void;
}

/**
 * Six code boxes, Confirm, and the countdown (docs/product/accounts.md) run from the server's `expiresAt`:
 * "You can generate a new code in 00:SS", then "Code is timed out." and Resend OTP.
 */
export function CodeForm({
  email,
  purpose,
  initialTicket,
  wrongCodeMessage,
  onSubmit,
  pending,
  error,
  onReset,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();
  const [ticket, setTicket] = useState(initialTicket);
  const [resentTo, setResentTo] = useState<string>();
  const [retryAt, setRetryAt] = useState<number>();
  const now = useNow();
  const resend = useResendCode();

  const secondsLeft = ticket ? secondsUntil(ticket.expiresAt, now) : 0;
  const timedOut = ticket !== undefined && secondsLeft === 0;
  const retryIn = retryAt === undefined ? 0 : secondsUntil(retryAt, now);

  let codeError = formatError;
  let formError: string | undefined;
  if (error instanceof ApiError && error.code === 'wrong_code') codeError = wrongCodeMessage;
  else if (error instanceof ApiError && error.code === 'code_expired') codeError = messages.codeTimedOut;
  else if (error)
    formError = error instanceof Error ? error.message : 'Something went wrong. Please try again.';

  function changeCode(next: string) {
    setCode(next);
    setFormatError(undefined);
    onReset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = CodeSchema.safeParse(code);
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? messages.codeFormat);
      return;
    }
    onSubmit(parsed.data);
  }

  function requestNewCode() {
    if (resend.isPending) return;
    setResentTo(undefined);
    resend.mutate(
      { email, purpose },
      {
        onSuccess: (next) => {
          setTicket(next);
          setRetryAt(undefined);
          setResentTo(next.email);
          setCode('');
          setFormatError(undefined);
          onReset();
        },
        onError: (resendError) => {
          if (resendError instanceof ApiError && resendError.status === 429 && resendError.retryAfter) {
            setRetryAt(Date.now() + resendError.retryAfter * 1000);
          }
        },
      },
    );
  }

  const resendError =
    resend.error &&
    !(resend.error instanceof ApiError && resend.error.status === 429 && retryAt !== undefined)
      ? resend.error.message
      : undefined;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>
      <OtpField
        label="Verification code"
        length={CODE_LENGTH}
        value={code}
        onChange={changeCode}
        error={codeError}
        autoFocus
      />

      <div className="flex flex-col gap-1 text-sm">
        {ticket && !timedOut && (
          <p className="text-muted">
            You can generate a new code in{' '}
            <span className="font-semibold tabular-nums">{formatCountdown(secondsLeft)}</span>
          </p>
        )}
        {timedOut && (
          <p role="status" className="font-medium text-danger-600">
            {messages.codeTimedOut}
          </p>
        )}
        {!ticket && <p className="text-muted">Didn't get a code, or has it expired?</p>}
        {(timedOut || !ticket) && (
          <div>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              onClick={requestNewCode}
              loading={resend.isPending}
            >
              Resend OTP
            </Button>
          </div>
        )}
        {retryIn > 0 && (
          <p role="status" className="font-medium text-danger-600">
            {codeCooldownMessage(retryIn)}
          </p>
        )}
        {resendError && (
          <p role="alert" className="font-medium text-danger-600">
            {resendError}
          </p>
        )}
        {resentTo && (
          <p role="status" className="text-success-700">
            A new code is on its way to {resentTo}.
          </p>
        )}
      </div>

      <Button type="submit" size="lg" fullWidth loading={pending}>
        Confirm
      </Button>
    </form>
  );
}
