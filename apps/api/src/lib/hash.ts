import { hash } from 'node:crypto';

/**
 * A short fingerprint of a JSON-able value (16 characters of its SHA-1): what the stale check stores per part of
 * a payslip's input and compares later. Not a security hash: only equal inputs must give equal prints. The
 * one-shot `hash` (a calculation makes seven per payslip) takes half of `createHash`'s time (issue 28).
 */
export const shortHash = (value: unknown): string =>
  hash('sha1', JSON.stringify(value), 'base64url').slice(0, 16);
