import './zod-config';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { ContentsAttestationSchema } from './contents';
import { CountryFieldSchema } from './countries';
import {
  AddressSchema,
  MAX_ITEMS,
  MAX_PRICE_USD,
  MAX_WEIGHT_KG,
  orderMessages,
  requiredText,
} from './orders';

/*
 * The Request Delivery form (docs/product/sender.md) and POST /orders: kept apart from ./orders so that the
 * phone library comes with this module only (the role apps' first-load and first-screen JS: bench/size.mjs,
 * bench/lighthouse.mjs). Import the form's types from here too (`import type { CreateOrderInput } from
 * '@tote/validation/order-form'`): ./orders does not re-export them, which would make an import cycle.
 */

/**
 * A phone number in international format (+ and the country calling code; spaces, dots, dashes and brackets as
 * people write them), parsed by libphonenumber-js and stored in E.164 ("+250788123456"). The "min" metadata checks
 * the calling code and the number's length for that country (ADR 008: about a third of "max", whose extra digit
 * patterns would catch little more for a receiver's number). No extraction from surrounding text, and no
 * extension: E.164 cannot carry one, so it would be dropped silently.
 */
export const PhoneSchema = z
  .string()
  .trim()
  .max(40, orderMessages.receiverPhoneInvalid)
  .transform((value, context) => {
    const phone = parsePhoneNumberFromString(value, { extract: false });
    if (!phone?.isValid() || phone.ext) {
      context.addIssue({ code: 'custom', message: orderMessages.receiverPhoneInvalid });
      return z.NEVER;
    }
    return phone.number;
  });

/** The Request Delivery form (docs/product/sender.md), shared by the form and POST /orders. */
export const CreateOrderSchema = z.object({
  /** "Item(s) to be delivered", e.g. gadgets, clothes. */
  category: requiredText(orderMessages.categoryRequired, 60),
  /** "Name of each item". */
  itemNames: z
    .array(requiredText(orderMessages.itemNameRequired, 80))
    .min(1, orderMessages.itemNameRequired)
    .max(MAX_ITEMS, orderMessages.tooManyItems),
  pickupAddress: requiredText(orderMessages.pickupAddressRequired, 300),
  pickupCountry: CountryFieldSchema(orderMessages.pickupCountryRequired),
  ...AddressSchema.shape,
  receiverName: requiredText(orderMessages.receiverNameRequired, 100),
  receiverPhone: PhoneSchema,
  weightKg: z.coerce
    .number({ error: orderMessages.weightInvalid })
    .gt(0, orderMessages.weightInvalid)
    .max(MAX_WEIGHT_KG, orderMessages.weightInvalid),
  /** Price in dollars as typed; the API stores integer cents. */
  priceUsd: z.coerce
    .number({ error: orderMessages.priceInvalid })
    .gt(0, orderMessages.priceInvalid)
    .max(MAX_PRICE_USD, orderMessages.priceInvalid)
    // whole cents only: 25.5 and 25.50 are fine, 25.505 is not
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, orderMessages.priceInvalid),
  /**
   * Declared contents (docs/product/sender.md): none of the items is on the prohibited items list (./contents,
   * PROHIBITED_ITEMS_VERSION is stored with it; docs/decisions/020-declared-contents.md).
   */
  contentsAttested: ContentsAttestationSchema,
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
