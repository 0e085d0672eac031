import './zod-config';
import { z } from 'zod';
import { defineErrors } from './errors';
import { OrderStatusSchema, orderMessages, requiredText } from './orders';

/*
 * What is in the parcel (docs/product/sender.md, Declared contents; docs/decisions/020-declared-contents.md):
 * the prohibited items list, the sender's attestation, the traveler's refusal at pick-up and the staff's
 * cancellation for prohibited contents. The routes: contracts/contents.ts.
 */

/**
 * The list's version, stored with each attestation: the list a sender attested against can be told apart from
 * a later one. Change it whenever an entry or a note below changes meaning (ADR 020, List versioning).
 */
export const PROHIBITED_ITEMS_VERSION = '2026-11-25';

export interface ProhibitedItem {
  /** A stable key (for React lists and tests). */
  id: string;
  name: string;
  detail: string;
}

/**
 * What a traveler may not carry for anyone, whatever the route: airlines' dangerous goods rules (IATA) and
 * customs rules that every destination shares. Phrased as guidance: the destination's customs and the airline
 * have the last word.
 */
export const PROHIBITED_ITEMS: readonly ProhibitedItem[] = [
  {
    id: 'weapons',
    name: 'Weapons and replicas',
    detail:
      'Firearms, their parts and ammunition, knives and blades, stun guns, pepper spray, and toy or replica guns.',
  },
  {
    id: 'explosives',
    name: 'Explosives and fireworks',
    detail: 'Fireworks, flares, party poppers, gunpowder, detonators and anything that can explode.',
  },
  {
    id: 'flammables',
    name: 'Flammables, gas and other dangerous goods',
    detail:
      'Lighter fuel, paint and thinners, aerosols beyond toiletries, gas canisters, bleach, acids and other corrosive or toxic chemicals.',
  },
  {
    id: 'drugs',
    name: 'Drugs and controlled substances',
    detail:
      'Illegal drugs, cannabis in any form (even where it is legal at one end), and prescription medicines not in the original packaging with the prescription.',
  },
  {
    id: 'counterfeit',
    name: 'Counterfeit and pirated goods',
    detail: 'Fake branded goods, copied media and anything that infringes a trademark or copyright.',
  },
  {
    id: 'cash',
    name: 'Cash and bearer instruments',
    detail:
      'Banknotes, coins, traveler’s cheques, money orders, bearer bonds, gift cards and precious metals as bullion.',
  },
  {
    id: 'animals',
    name: 'Live animals and plants',
    detail: 'Animals of any kind, live plants, seeds and soil; protected wildlife products such as ivory.',
  },
  {
    id: 'perishables',
    name: 'Perishable food',
    detail:
      'Fresh meat, fish, dairy, eggs, fruit and vegetables: anything that needs cooling or spoils on the way.',
  },
  {
    id: 'batteries',
    name: 'Loose lithium batteries',
    detail:
      'Spare lithium batteries and power banks not inside a device (airlines allow them only in the carrier’s own cabin bag, within limits).',
  },
  {
    id: 'alcohol-tobacco',
    name: 'Alcohol and tobacco above the allowances',
    detail:
      'More alcohol, cigarettes or tobacco than the destination’s duty-free allowance for one traveler; e-cigarette liquids where they are banned.',
  },
  {
    id: 'documents',
    name: 'Other people’s identity documents',
    detail: 'Passports, ID cards, bank cards and SIM cards registered to someone else.',
  },
  {
    id: 'obscene',
    name: 'Obscene or hateful material',
    detail: 'Pornography and material the destination forbids.',
  },
];

/**
 * Where a destination among the demo routes adds to the list. Careful guidance, not legal advice: each note sends
 * the reader to the destination's own customs rules, which change.
 */
export const PROHIBITED_ITEMS_BY_COUNTRY: Readonly<Record<string, string>> = {
  NG: 'Nigeria restricts a long list of imports (among them some foods, used clothing and medicines without an NAFDAC registration). Check the Nigeria Customs Service’s import prohibition list before you send.',
  RW: 'Rwanda bans single-use plastic bags and most single-use plastic items. Check the Rwanda Revenue Authority’s customs rules before you send.',
  KE: 'Kenya bans plastic carrier bags. Check the Kenya Revenue Authority’s customs rules before you send.',
  GB: 'The UK limits meat, dairy and some plant products from outside Great Britain, and personal allowances apply to alcohol and tobacco. Check the UK government’s rules on bringing goods into the UK before you send.',
  US: 'The US restricts most food, plant and animal products and requires them to be declared. Check U.S. Customs and Border Protection’s rules before you send.',
  CA: 'Canada restricts food, plant and animal products, and cannabis may not cross its border. Check the Canada Border Services Agency’s rules before you send.',
};

/** The note for a destination, or the general advice when the list has none. */
export function prohibitedItemsNoteFor(country: string): string {
  return (
    PROHIBITED_ITEMS_BY_COUNTRY[country] ??
    'Check the destination’s customs rules before you send: some countries forbid more than this list.'
  );
}

export const REFUSAL_REASON_MAX = 500;

/** The optional photos of a refusal at pick-up (what the traveler saw), each as large as an order's image. */
export const MAX_REFUSAL_PHOTOS = 3;

export const contentsMessages = {
  attestationRequired: 'Confirm that none of the items is on the prohibited items list.',
  reasonRequired: 'Say why, please.',
  reasonTooLong: `Use at most ${REFUSAL_REASON_MAX} characters.`,
  refusedAfterPickUp: 'These items are already picked up, so they can no longer be refused at pick-up.',
  notRefusable: 'This delivery is not waiting for pick-up, so there is nothing to refuse.',
  tooManyPhotos: `Add at most ${MAX_REFUSAL_PHOTOS} photos.`,
  notCancellable:
    'This order is already picked up or closed. Mark the delivery failed instead, and settle its money as a dispute.',
} as const;

/**
 * The sender's attestation on the Request Delivery form: the checkbox arrives as `true` (JSON) or `"true"`
 * (multipart, as the form sends it); anything else, or nothing, is refused with the message.
 */
export const ContentsAttestationSchema = z
  .union([z.boolean(), z.string()], { error: contentsMessages.attestationRequired })
  .refine((value) => value === true || value === 'true', contentsMessages.attestationRequired)
  .transform(() => true as const);

/** The reason of a refusal or a cancellation for prohibited contents: required, what a person reads later. */
const ReasonSchema = requiredText(contentsMessages.reasonRequired, REFUSAL_REASON_MAX);

/** POST /deliveries/:deliveryId/refuse (multipart: `reason` and up to MAX_REFUSAL_PHOTOS `photos`). */
export const RefuseAtPickUpSchema = z.object({ reason: ReasonSchema });
export type RefuseAtPickUp = z.infer<typeof RefuseAtPickUpSchema>;

/** POST /admin/orders/:deliveryId/cancel-prohibited. */
export const CancelProhibitedSchema = z.object({ reason: ReasonSchema });
export type CancelProhibited = z.infer<typeof CancelProhibitedSchema>;

/** What the traveler's refusal answers: the order is back to matching (processing). */
export const RefusalSchema = z.object({ deliveryId: z.string(), status: OrderStatusSchema });
export type Refusal = z.infer<typeof RefusalSchema>;

/** A refusal at pick-up as staff read it: what the traveler said and the photos they took (GET …/refusals). */
export const PickUpRefusalSchema = z.object({
  id: z.string(),
  refusedAt: z.iso.datetime(),
  travelerId: z.string(),
  reason: z.string(),
  /** Where each photo is read, in the order taken (staff only: refusalPhotoPath). */
  photos: z.array(z.object({ url: z.string() })),
});
export type PickUpRefusal = z.infer<typeof PickUpRefusalSchema>;
export const PickUpRefusalListSchema = z.object({ refusals: z.array(PickUpRefusalSchema) });
export type PickUpRefusalList = z.infer<typeof PickUpRefusalListSchema>;

/** GET /admin/refusals/:refusalId/photos/:position: the path the admin's <img> reads. */
export const refusalPhotoPath = (refusalId: string, position: number) =>
  `/api/v1/admin/refusals/${refusalId}/photos/${position}`;

/** GET /admin/refusals/:refusalId/photos/:position. */
export const RefusalPhotoParamsSchema = z.object({
  refusalId: z.uuid(),
  position: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_REFUSAL_PHOTOS - 1),
});

// The declaration as the screens see it (ContentsDeclarationSchema) is in ./orders: the order's view carries it.
export { type ContentsDeclaration, ContentsDeclarationSchema } from './orders';

/** Prefixes of the order history's notes, so the timelines can say what happened (the event types stay). */
export const contentsNotes = {
  refused: (reason: string) => `Refused at pick-up: ${reason}`,
  cancelled: (reason: string) => `Cancelled for prohibited contents: ${reason}`,
};

export const contentsErrors = defineErrors({
  refusedAfterPickUp: {
    status: 409,
    code: 'already_picked_up',
    message: contentsMessages.refusedAfterPickUp,
  },
  notRefusable: { status: 409, code: 'not_refusable', message: contentsMessages.notRefusable },
  photoTooLarge: { status: 413, code: 'file_too_large', message: orderMessages.imageTooLarge },
  photoType: { status: 400, code: 'file_type', message: orderMessages.imageType },
  tooManyPhotos: { status: 400, code: 'too_many_files', message: contentsMessages.tooManyPhotos },
  notCancellable: {
    status: 409,
    code: 'not_cancellable_for_contents',
    message: contentsMessages.notCancellable,
  },
});

/**
 * The attestation in words, for the traveler's and staff's screens: when, against which version of the list, or
 * that the order predates declarations. `formatDateTime` is the app's own (its locale and time zone).
 */
export function attestationText(
  contents: { attestedAt: string | null; listVersion: string | null },
  formatDateTime: (iso: string) => string,
): string {
  if (!contents.attestedAt) return 'Not asked: the order was placed before senders declared their items.';
  return `The sender confirmed none of the items is prohibited (${formatDateTime(contents.attestedAt)}, list of ${contents.listVersion ?? 'unknown date'}).`;
}
