import { describe, expect, it } from 'vitest';
import { isValidNationalId, normalizeNationalId, type NationalIdType } from './national-id';

describe('isValidNationalId (reference §12)', () => {
  it.each<[NationalIdType, string, boolean]>([
    ['fisica', '102340567', true],
    ['fisica', '1-0234-0567', true],
    ['fisica', '10234056', false],
    ['fisica', '1023405678', false],
    ['fisica', '1-234-0567', false],
    ['fisica', 'A02340567', false],
    ['juridica', '3101012009', true],
    ['juridica', '3-101-012009', true],
    ['juridica', '310101200', false],
    ['juridica', '3-1010-12009', false],
    ['dimex', '11234567890', true],
    ['dimex', '112345678901', true],
    ['dimex', '01234567890', false],
    ['dimex', '1123456789', false],
    ['dimex', '1123456789012', false],
    ['nite', '1234567890', true],
    ['nite', '123456789', false],
    ['nite', '12345678901', false],
    ['pasaporte', 'A1234567', true],
    ['pasaporte', 'c03005988', true],
    ['pasaporte', 'AB-123', false],
    ['pasaporte', '', false],
    ['pasaporte', 'X'.repeat(21), false],
  ])('%s %s → %s', (type, value, expected) => {
    expect(isValidNationalId(type, value)).toBe(expected);
  });

  it('rejects unknown types and non-strings', () => {
    expect(isValidNationalId('cedula' as NationalIdType, '102340567')).toBe(false);
    expect(isValidNationalId('fisica', 102340567 as unknown as string)).toBe(false);
  });

  it('strips the printed dashes', () => {
    expect(normalizeNationalId('3-101-012009')).toBe('3101012009');
  });
});
