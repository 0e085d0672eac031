import { useMutation } from '@tanstack/react-query';
import { deactivateAccount } from '@tote/api-client/profiles';

/**
 * POST /me/deactivate: every session ends and the cookie is cleared. The screen then leaves with a full page
 * load, which drops every cached answer (clearing the cache first would only re-render signed-in screens).
 */
export const useDeactivateAccount = () => useMutation({ mutationFn: deactivateAccount });
