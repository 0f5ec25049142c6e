import { createHash } from 'node:crypto';

/**
 * A short fingerprint of a JSON-able value (16 characters of its SHA-1): what the stale check stores per part of
 * a payslip's input and compares later. Not a security hash: only equal inputs must give equal prints.
 */
export const shortHash = (value: unknown): string =>
  createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
