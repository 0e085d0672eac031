import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refuseAtPickUp } from '@tote/api-client/contents';
import { useToast } from '@tote/ui/toast';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { queryKeys } from '../../../lib/query-keys';

export { refuseAtPickUp };

/**
 * POST /deliveries/:deliveryId/refuse (docs/decisions/020-declared-contents.md). The delivery leaves the
 * traveler's trip, so the traveler is taken to their Deliveries with a notice, and the lists, tiles, trips (room
 * given back) and the bell refetch. Done here, not by the dialog: the live event of the refusal may reach the
 * tracking screen first, which then finds the delivery gone (404) and closes the dialog.
 */
export function useRefuseAtPickUp(deliveryId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ reason, photos }: { reason: string; photos: readonly File[] }) =>
      refuseAtPickUp(deliveryId, reason, photos),
    onSuccess: () => {
      toast.show({
        tone: 'success',
        title: `You refused ${deliveryId}`,
        description: 'It is no longer part of your trip. The sender and Tote have been told why.',
      });
      navigate(paths.deliveryOrder.getHref());
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.deliveries.overview() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.trips.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      ]);
    },
  });
}
