import { formatMoney, type Money } from '@tote/validation/orders';

/** What the sender and the traveler are told about the money of a delivery (bell, live screens, email). */
export const paymentNotices = {
  payRequest: (deliveryId: string, total: Money) => ({
    title: `Pay for ${deliveryId}`,
    body: `A traveler is matched. Pay ${formatMoney(total)} to confirm delivery ${deliveryId}.`,
  }),
  paid: (deliveryId: string, total: Money) => ({
    title: 'Payment received',
    body: `We hold ${formatMoney(total)} for delivery ${deliveryId} until it is handed over.`,
  }),
  paidForTraveler: (deliveryId: string) => ({
    title: 'Delivery paid',
    body: `The sender paid for delivery ${deliveryId}: you can pick it up.`,
  }),
  refunded: (deliveryId: string, amount: Money) => ({
    title: 'Refund issued',
    body: `${formatMoney(amount)} for delivery ${deliveryId} goes back to your card.`,
  }),
} as const;

/** The email that asks the sender to pay (sent once, after the match commits). */
export function payRequestMail(to: string, deliveryId: string, total: Money, payUrl: string) {
  const { title, body } = paymentNotices.payRequest(deliveryId, total);
  return {
    to,
    subject: title,
    text: `${body}\n\nOpen your delivery to pay: ${payUrl}\n\nThe money is held until the hand-over and refunded in full if the delivery is cancelled before pick-up.\n`,
    html: `<p>${body}</p><p><a href="${payUrl}">Open your delivery to pay</a></p><p>The money is held until the hand-over and refunded in full if the delivery is cancelled before pick-up.</p>`,
  };
}
