import { PASSWORD_MIN_LENGTH } from '@planilla/contracts';

// No look-alike characters (0/O, 1/l/I) so a password read aloud or copied by hand survives.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '-_.!@#%*+=?';
const ALL = LETTERS + DIGITS + SYMBOLS;

const pick = (alphabet: string, random: number): string => alphabet[random % alphabet.length] ?? '';

/** A random initial password that meets the contract's policy (length, letters and non-letters). */
export const generatePassword = (length = Math.max(14, PASSWORD_MIN_LENGTH)): string => {
  const random = crypto.getRandomValues(new Uint32Array(length));
  const order = crypto.getRandomValues(new Uint32Array(length));
  const chars = [pick(LETTERS, random[0] ?? 0), pick(DIGITS, random[1] ?? 0), pick(SYMBOLS, random[2] ?? 0)];
  for (let i = 3; i < length; i += 1) chars.push(pick(ALL, random[i] ?? 0));
  // Shuffle so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = (order[i] ?? 0) % (i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
};
