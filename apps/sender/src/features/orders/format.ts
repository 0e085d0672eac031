import type { Courier } from '@tote/validation/orders';

import { formatDateTime } from '@tote/web/deliveries-format';

/** "12 Mar 2026, 14:05" in the reader's locale and time zone (shared with the order timeline's steps). */
export { formatDateTime };

/** "Amina is carrying your items on Kenya Airways KQ 101, landing 12 Mar 2026, 14:05". */
export function courierLine(courier: Courier): string {
  const flight = [courier.airline, courier.flightNumber].filter(Boolean).join(' ');
  const on = flight ? ` on ${flight}` : '';
  return `${courier.travelerName} is carrying your items${on}, landing ${formatDateTime(courier.arrivalAt)}`;
}
