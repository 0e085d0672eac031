import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@tote/api-client/profiles';

/** POST /me/password: every other session of the account ends, this one stays (so the cache stays too). */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
