import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CR_BANK_CODES } from './bank-codes';
import { ibanBankCode, ibanCheckDigits, isValidIban, normalizeIban } from './iban';

describe('Costa Rican IBAN (reference §12)', () => {
  it.each([
    ['CR05015202001026284066', '152'],
    ['CR23015108410026012345', '151'],
    ['CR49015201308000025850', '152'],
    ['cr05 0152 0200 1026 2840 66', '152'],
    ['CR05-0152-0200-1026-2840-66', '152'],
  ])('accepts %s (bank %s)', (iban, bank) => {
    expect(isValidIban(iban)).toBe(true);
    expect(ibanBankCode(iban)).toBe(bank);
  });

  it.each([
    ['CR06010200009123456789', 'the README sample whose checksum fails'],
    ['CR05015202001026284067', 'a changed digit'],
    ['CR0501520200102628406', '21 characters'],
    ['CR050152020010262840666', '23 characters'],
    ['GB05015202001026284066', 'another country'],
    ['CR05115202001026284066', 'no leading 0 in the BBAN'],
    ['CR05025202001026284066', 'an entity code starting with 2'],
    ['CR0501520200102628406A', 'a letter in the account'],
    ['', 'empty'],
  ])('rejects %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
    expect(ibanBankCode(iban)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(isValidIban(42 as unknown as string)).toBe(false);
  });

  it('generates check digits that validate, and any single digit change is caught', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(CR_BANK_CODES)),
        fc.stringMatching(/^\d{14}$/),
        fc.integer({ min: 4, max: 21 }),
        fc.integer({ min: 1, max: 9 }),
        (bank, account, position, delta) => {
          const bban = `0${bank}${account}`;
          const iban = `CR${ibanCheckDigits(bban)}${bban}`;
          expect(isValidIban(iban)).toBe(true);
          expect(ibanBankCode(iban)).toBe(bank);
          const digit = Number(iban[position]);
          const changed = iban.slice(0, position) + String((digit + delta) % 10) + iban.slice(position + 1);
          expect(isValidIban(changed)).toBe(false);
        },
      ),
    );
  });

  it('normalizes spacing and case', () => {
    expect(normalizeIban(' cr05 0152-0200 ')).toBe('CR0501520200');
  });

  it('lists the entities of reference §12', () => {
    expect(Object.keys(CR_BANK_CODES)).toHaveLength(24);
    expect(CR_BANK_CODES['151']).toBe('Banco Nacional (BNCR)');
    expect(CR_BANK_CODES['102']).toBe('BAC San José');
    expect(CR_BANK_CODES['161']).toBe('Banco Popular');
    expect(CR_BANK_CODES['747']).toBe('INS');
  });
});
