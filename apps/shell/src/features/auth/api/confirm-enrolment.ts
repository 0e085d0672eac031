import { useMutation } from '@tanstack/react-query';
import { confirmEnrolment } from '@tote/api-client/two-factor';

/** POST /auth/two-factor/enrolment/confirm: signs in and answers the recovery codes (shown once). */
export function useConfirmEnrolment() {
  return useMutation({ mutationFn: confirmEnrolment });
}
