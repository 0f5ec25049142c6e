// Costa Rican IBAN (reference §12): "CR" + 2 check digits + "0" + 3-digit SINPE entity code + 14-digit
// account, 22 characters, checked with ISO 7064 MOD 97-10.
const CR_IBAN_PATTERN = /^CR\d{2}0(?:1|[3-8])\d{16}$/;

/** Removes spaces and dashes and upper-cases, so `cr05 0152 0200 …` as typed or printed is accepted. */
export function normalizeIban(iban: string): string {
  return iban.replace(/[\s-]+/g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN (letters A=10 … Z=35), digit by digit to stay in range. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + (code - 48)) % 97;
    else if (code >= 65 && code <= 90) remainder = (remainder * 100 + (code - 55)) % 97;
    else return -1;
  }
  return remainder;
}

/** True for a well-formed Costa Rican IBAN whose check digits are right. */
export function isValidIban(iban: string): boolean {
  if (typeof iban !== 'string') return false;
  const normalized = normalizeIban(iban);
  return CR_IBAN_PATTERN.test(normalized) && ibanMod97(normalized) === 1;
}

/** The 3-digit SINPE entity code of a valid Costa Rican IBAN (`'152'` for BCR), or `null` if it is not valid. */
export function ibanBankCode(iban: string): string | null {
  if (!isValidIban(iban)) return null;
  return normalizeIban(iban).slice(5, 8);
}

/** Check digits for a Costa Rican BBAN (`0` + entity code + account, 18 digits): 98 − (mod 97 with `00`). */
export function ibanCheckDigits(bban: string): string {
  const remainder = ibanMod97(`CR00${bban}`);
  return String(98 - remainder).padStart(2, '0');
}
