import type { DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { vacationInputsVersion } from './vacations.repository';

/**
 * The fingerprint of what a company's vacation balances are computed from (`vacationInputsVersion`) and today's
 * date (balances accrue by the day): it changes with every committed change.
 */
export const vacationInputsFingerprint = async (db: DbOrTx, companyId: number): Promise<string> =>
  `${todayInCostaRica()}/${await vacationInputsVersion(db, companyId)}`;

/** The cache these fingerprints keep a value by (one home, `lib/fingerprint-cache.ts`). */
export { createFingerprintCache } from '../../lib/fingerprint-cache';
