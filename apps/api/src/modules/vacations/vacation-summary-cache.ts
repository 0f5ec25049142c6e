import type { AuthContext } from '../../plugins/auth';
import { listVacationBalances, type VacationPeriodsDeps } from './vacation-periods.service';
import { createFingerprintCache, vacationInputsFingerprint } from './vacation-inputs';

// In their own file so that the vacation list (vacation-periods.service) keeps its copy by them too.
export { createFingerprintCache, vacationInputsFingerprint };

const summaries = createFingerprintCache<Awaited<ReturnType<typeof listVacationBalances>>['summary']>();

/**
 * The company's vacation summary of all active employees (pending days, their value, employees over the
 * allowed accumulation): the dashboard's vacation card. Computed once per change of its inputs.
 */
export const companyVacationSummary = async (deps: VacationPeriodsDeps, auth: AuthContext) => {
  const key = await vacationInputsFingerprint(deps.db, auth.companyId);
  return summaries.get(auth.companyId, key, () =>
    listVacationBalances(deps, auth, { page: 1, pageSize: 1, sortBy: 'name' }).then((r) => r.summary),
  );
};
