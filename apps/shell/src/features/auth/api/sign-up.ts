import { useMutation } from '@tanstack/react-query';
import { signUp } from '@tote/api-client/auth';

/** POST /auth/signup: creates the account and emails a verify_email code; answers the code's ticket. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
