import { describe, expect, it } from 'vitest';
import { countryMessages } from './countries';
import { CreateOrderSchema, PhoneSchema } from './order-form';
import { AddressSchema, orderMessages } from './orders';

const order = {
  category: 'Gadgets',
  itemNames: ['iPhone 13'],
  pickupAddress: '12 Allen Ave, Ikeja, Lagos',
  pickupCountry: 'ng',
  deliveryAddress: 'KN 5 Rd 12, Kigali',
  deliveryCountry: 'RW',
  receiverName: 'Aline Uwase',
  receiverPhone: '+250 788 123 456',
  weightKg: '2.5',
  priceUsd: '40',
  contentsAttested: 'true',
};

const messageOf = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('PhoneSchema (libphonenumber-js, stored in E.164)', () => {
  it.each([
    ['+250 788 123 456', '+250788123456'],
    ['+250-788.123.456', '+250788123456'],
    [' +1 (212) 555-0100 ', '+12125550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+234 803 123 4567', '+2348031234567'],
  ])('stores %s as %s', (typed, stored) => {
    expect(PhoneSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['a local number without + and country code', '0788123456'],
    ['too few digits for the country', '+250 788 1234'],
    ['an unassigned country code', '+999 123 456 789'],
    ['text around the number', 'call +250788123456'],
    ['an extension E.164 cannot keep', '+250 788 123 456 ext 5'],
    ['letters', '+250 ABC'],
    ['nothing', ''],
    ['a very long string', `+250${'1'.repeat(60)}`],
  ])('refuses %s with the form message', (_case, typed) => {
    expect(messageOf(PhoneSchema.safeParse(typed))).toBe(orderMessages.receiverPhoneInvalid);
  });
});

describe('order countries are ISO 3166-1 codes', () => {
  it('takes codes in any case and answers upper-case codes', () => {
    const parsed = CreateOrderSchema.parse(order);
    expect(parsed).toMatchObject({
      pickupCountry: 'NG',
      deliveryCountry: 'RW',
      receiverPhone: '+250788123456',
    });
  });

  it('refuses free text with the list message, empty with the field message', () => {
    const free = CreateOrderSchema.safeParse({
      ...order,
      pickupCountry: 'Nigeria',
      deliveryCountry: 'Rwanda',
    });
    expect(free.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pickupCountry', countryMessages.countryInvalid],
      ['deliveryCountry', countryMessages.countryInvalid],
    ]);
    expect(messageOf(AddressSchema.safeParse({ deliveryAddress: 'Kigali', deliveryCountry: '' }))).toBe(
      orderMessages.deliveryCountryRequired,
    );
  });
});
