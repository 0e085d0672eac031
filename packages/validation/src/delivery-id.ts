/**
 * What a Delivery ID looks like (TT- and six characters without the look-alikes 0, 1, I, L, O). Apart from the
 * order schemas and without zod, so that an app's entry can read an id from the address before zod loads
 * (app/prefetch.ts).
 */
export const DELIVERY_ID_PATTERN = /^TT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
