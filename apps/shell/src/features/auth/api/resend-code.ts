import { useMutation } from '@tanstack/react-query';
import { resendCode } from '@tote/api-client/auth';

/** POST /auth/codes/resend: a fresh code and ticket; 429 with Retry-After while in cooldown. */
export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
