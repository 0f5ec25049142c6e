import type { AguinaldoStatement, MySettlementResponse } from '@planilla/contracts';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { aguinaldoStatement } from '../aguinaldo/aguinaldo-statement';
import { renderSettlementPdf, settlementFileName } from '../settlement/settlement-pdf';
import { companyOf } from '../settlement/settlement.repository';
import { finalSettlementOf } from '../settlement/settlement.service';
import { selfOf, type SelfServiceDeps } from './self-service.service';

/**
 * autoservicio/miaguinaldo: the caller's aguinaldo of an accrual year, month by month, as the aguinaldo payroll
 * counts it (the aguinaldo module's statement), and what it paid once closed.
 */
export const getMyAguinaldo = (
  deps: SelfServiceDeps,
  auth: AuthContext,
  input: { year?: number },
): Promise<AguinaldoStatement> =>
  aguinaldoStatement(deps.db, auth.companyId, selfOf(auth), { year: input.year, today: todayInCostaRica() });

/** autoservicio/miliquidacion: the caller's settlement once paid (final), as stored; null without one. */
export const getMySettlement = async (
  deps: SelfServiceDeps,
  auth: AuthContext,
): Promise<MySettlementResponse> => {
  const final = await finalSettlementOf(deps.db, auth.companyId, selfOf(auth));
  return { payrollId: final?.payrollId ?? null, settlement: final?.settlement ?? null };
};

/**
 * autoservicio/miliquidacionpdf: the document of the caller's paid settlement, the one HR prints (final, in the
 * reader's language); 404 `SETTLEMENT_NOT_FOUND` without one (a draft is not the employee's to read).
 */
export const mySettlementPdf = async (deps: SelfServiceDeps, auth: AuthContext, lang: Lang) => {
  const final = await finalSettlementOf(deps.db, auth.companyId, selfOf(auth));
  if (!final) throw new AppError('SETTLEMENT_NOT_FOUND');
  const company = await companyOf(deps.db, auth.companyId);
  return {
    filename: settlementFileName(final.settlement),
    pdf: renderSettlementPdf({ company, settlement: final.settlement, final: true, language: lang }),
  };
};
