import { describe, expect, it } from 'vitest';
import {
  ContentsAttestationSchema,
  contentsMessages,
  PROHIBITED_ITEMS,
  PROHIBITED_ITEMS_BY_COUNTRY,
  prohibitedItemsNoteFor,
  RefuseAtPickUpSchema,
} from './contents';
import { COUNTRY_CODES } from './countries';

describe('the attestation (docs/decisions/020-declared-contents.md)', () => {
  it.each([true, 'true'])('takes %j', (value) => {
    expect(ContentsAttestationSchema.parse(value)).toBe(true);
  });

  it.each([false, 'false', '', 'on', undefined, null, 1])('refuses %j with the message', (value) => {
    const result = ContentsAttestationSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(contentsMessages.attestationRequired);
  });
});

describe('the prohibited items list', () => {
  it('has unique ids and a note only for real ISO 3166-1 codes', () => {
    const ids = PROHIBITED_ITEMS.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const code of Object.keys(PROHIBITED_ITEMS_BY_COUNTRY)) expect(COUNTRY_CODES).toContain(code);
  });

  it('sends the reader to the destination’s customs rules where it has no note', () => {
    expect(prohibitedItemsNoteFor('RW')).toBe(PROHIBITED_ITEMS_BY_COUNTRY.RW);
    expect(prohibitedItemsNoteFor('FR')).toMatch(/customs rules/);
  });
});

it('a refusal needs a reason', () => {
  expect(RefuseAtPickUpSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
    contentsMessages.reasonRequired,
  );
  expect(RefuseAtPickUpSchema.parse({ reason: ' Lighter fuel ' })).toEqual({ reason: 'Lighter fuel' });
});
