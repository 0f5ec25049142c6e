import type { MyActionItem, MyActionState, MyActionsResponse } from '@planilla/contracts';
import {
  CR_LABOUR_CODE,
  disabilityPayers,
  getRuleSet,
  type DisabilityType,
  type IsoDate,
} from '@planilla/domain';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { listRanges } from '../attendance/ranges.service';
import type { SelfServiceDeps } from './self-service.service';
import * as repo from './self-service.repository';

/**
 * The labour code's incapacity rules on a day. They are the law's (not among the values a company registers), so
 * the shipped rule sets answer; before the first of them, the labour code as shipped.
 */
const disabilityRulesOn = (day: IsoDate) => {
  try {
    return getRuleSet(day).labourCode.disability;
  } catch {
    return CR_LABOUR_CODE.disability;
  }
};

const stateOn = (today: string, from: string, to: string): MyActionState =>
  from > today ? 'upcoming' : to < today ? 'ended' : 'in_progress';

/**
 * autoservicio/misacciones: the caller's personal actions (incapacities, vacations, unpaid leave, suspensions) as HR
 * registered them, newest first, read only: each with where it stands today, an incapacity with who pays which of
 * its days, and the payrolls its days fall in. Answered only for the employee the membership is linked to.
 */
export const listMyActions = async (deps: SelfServiceDeps, auth: AuthContext): Promise<MyActionsResponse> => {
  if (auth.employeeNumber === null) throw new AppError('NOT_AN_EMPLOYEE');
  const me = auth.employeeNumber;
  const ranges = await listRanges(deps, auth, { num_empleado: me });
  if (ranges.length === 0) return { items: [] };
  const from = ranges.reduce((min, r) => (r.from < min ? r.from : min), ranges[0]!.from);
  const to = ranges.reduce((max, r) => (r.to > max ? r.to : max), ranges[0]!.to);
  const payrolls = await repo.memberPayrollsBetween(deps.db, auth.companyId, me, from, to);
  const disabilities = ranges.filter((r) => r.kind === 'disability' && r.disabilityType !== null);
  const spans = disabilityPayers(
    disabilities.map((r) => ({
      type: r.disabilityType as DisabilityType,
      from: r.from as IsoDate,
      to: r.to as IsoDate,
    })),
    disabilityRulesOn,
  );
  const payersOf = new Map(disabilities.map((r, i) => [r.rangeId, spans[i] ?? []]));
  const today = todayInCostaRica();
  return {
    items: ranges.map((r): MyActionItem => ({
      rangeId: r.rangeId,
      kind: r.kind,
      from: r.from,
      to: r.to,
      days: r.days,
      state: stateOn(today, r.from, r.to),
      disabilityType: r.disabilityType,
      disabilityCertificate: r.disabilityCertificate,
      note: r.note,
      payers: payersOf.get(r.rangeId) ?? [],
      payrolls: payrolls.filter((p) => p.periodStart <= r.to && p.periodEnd >= r.from),
      registeredAt: r.createdAt,
    })),
  };
};
