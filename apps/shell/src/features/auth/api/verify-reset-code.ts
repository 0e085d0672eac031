import { useMutation } from '@tanstack/react-query';
import { verifyResetCode } from '@tote/api-client/auth';

/** POST /auth/password/verify-code: a correct code buys a short-lived reset token. */
export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
