import type {
  employeePayItemListRequest,
  EmployeePayItemDto,
  payItemMovementListRequest,
  payItemMovementListResponse,
  payItemOverviewRequest,
  payItemOverviewResponse,
  PayItemClassCode,
} from '@planilla/contracts';
import type { z } from 'zod';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import type { PayItemDeps } from './pay-item-catalogue.service';
import { itemDto, movementDto, pendingDto } from './pay-item-dtos';
import * as repo from './employee-pay-items.repository';
import * as moves from './pay-item-movements.repository';

// Reading employees' pay items: an employee's list, an item's balance moves, the company's orders and loans.

const notOver = (state: EmployeePayItemDto['state']) => state === 'active' || state === 'scheduled';

/** rubros/empleadolista: the employee's items, newest first (with the ended ones unless asked not to). */
export const listEmployeePayItems = async (
  deps: PayItemDeps,
  auth: AuthContext,
  lang: Lang,
  input: z.output<typeof employeePayItemListRequest>,
): Promise<{ items: EmployeePayItemDto[] }> => {
  const facts = await repo.employeeFacts(deps.db, auth.companyId, [input.num_empleado]);
  if (!facts.has(input.num_empleado)) throw new AppError('EMPLOYEE_NOT_FOUND');
  const today = todayInCostaRica();
  const items = (await repo.listItems(deps.db, auth.companyId, { employeeNumber: input.num_empleado })).map(
    (r) => itemDto(r, lang, today),
  );
  return { items: input.includeEnded ? items : items.filter((i) => notOver(i.state)) };
};

/** rubros/movimientos: an item, its balance moves oldest first, and what calculated payrolls would take. */
export const listPayItemMovements = async (
  deps: PayItemDeps,
  auth: AuthContext,
  lang: Lang,
  input: z.output<typeof payItemMovementListRequest>,
): Promise<z.output<typeof payItemMovementListResponse>> => {
  const item = await repo.getItem(deps.db, auth.companyId, input.id);
  if (!item) throw new AppError('PAY_ITEM_NOT_FOUND');
  const [movements, pending] = await Promise.all([
    moves.listMovements(deps.db, auth.companyId, input.id),
    moves.listPending(deps.db, auth.companyId, input.id),
  ]);
  return {
    item: itemDto(item, lang, todayInCostaRica()),
    movements: movements.map((m) => movementDto(m, lang)),
    pending: pending.map((p) => pendingDto(p, lang)),
  };
};

/** By default the overview shows the deductions with a balance or a court order. */
const OVERVIEW_CLASSES: readonly PayItemClassCode[] = [
  'alimony',
  'embargo',
  'company_loan',
  'association_loan',
  'advance',
];

/**
 * rubros/resumen: the company's orders and loans, by employee: those not over (in force or scheduled) unless
 * `includeEnded`; the totals of what is still owed and of what rolled forward.
 */
export const payItemOverview = async (
  deps: PayItemDeps,
  auth: AuthContext,
  lang: Lang,
  input: z.output<typeof payItemOverviewRequest>,
): Promise<z.output<typeof payItemOverviewResponse>> => {
  const today = todayInCostaRica();
  const classes = input.classes && input.classes.length > 0 ? input.classes : OVERVIEW_CLASSES;
  const items = (await repo.listItems(deps.db, auth.companyId, { classes }))
    .map((r) => itemDto(r, lang, today))
    .filter((i) => input.includeEnded || notOver(i.state));
  return {
    items,
    totals: {
      balance: items.reduce((sum, i) => sum + (i.balance ?? 0), 0),
      deferred: items.reduce((sum, i) => sum + i.deferred, 0),
      items: items.length,
    },
  };
};
