/** What the sender and the traveler are told when an order ends because of its contents (their bell menus). */
export const contentsNotices = {
  refused: (deliveryId: string, reason: string) => ({
    title: 'Items refused at pick-up',
    body: `Your traveler refused delivery ${deliveryId} at pick-up (“${reason}”). Any payment for that trip is voided or refunded; we’ll look for another traveler.`,
  }),
  cancelled: (deliveryId: string, reason: string) => ({
    title: 'Cancelled for prohibited contents',
    body: `Delivery ${deliveryId} was cancelled by Tote for prohibited contents (“${reason}”). Any payment is refunded in full.`,
  }),
} as const;
