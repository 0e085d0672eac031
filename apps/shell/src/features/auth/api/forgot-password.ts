import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@tote/api-client/auth';

/** POST /auth/password/forgot: emails a reset_password code; wrong_email for an unknown address. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
