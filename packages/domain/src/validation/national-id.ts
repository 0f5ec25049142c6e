/**
 * Identification types (Hacienda "TipoIdentificacion" 01–04 and passports): cédula física, cédula
 * jurídica, DIMEX, NITE, pasaporte.
 */
export type NationalIdType = 'fisica' | 'juridica' | 'dimex' | 'nite' | 'pasaporte';

export const NATIONAL_ID_TYPES: readonly NationalIdType[] = [
  'fisica',
  'juridica',
  'dimex',
  'nite',
  'pasaporte',
];

// Reference §12: física 9 digits (shown N-NNNN-NNNN), jurídica 10 (shown N-NNN-NNNNNN), DIMEX 11 or 12
// without a leading zero, NITE 10; none carries a check digit. Passports have no fixed format: letters and
// digits, up to 20 (a design limit, not a rule of the reference).
const PATTERNS: Readonly<Record<NationalIdType, RegExp>> = {
  fisica: /^\d-?\d{4}-?\d{4}$/,
  juridica: /^\d-?\d{3}-?\d{6}$/,
  dimex: /^[1-9]\d{10,11}$/,
  nite: /^\d{10}$/,
  pasaporte: /^[A-Z0-9]{1,20}$/i,
};

/** Strips the dashes and spaces of the printed formats (`1-0234-0567` → `102340567`). */
export function normalizeNationalId(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

/**
 * True when `value` has the format of `type`. Físicas and jurídicas may be written with or without the
 * dashes of their printed format; the other types take digits (or letters and digits) only.
 */
export function isValidNationalId(type: NationalIdType, value: string): boolean {
  if (typeof value !== 'string') return false;
  const pattern = PATTERNS[type];
  if (!pattern) return false;
  return pattern.test(value.trim());
}
