import {
  EMPLOYEE_STATUSES,
  ROLES,
  type CompanyData,
  type ExitTypeItem,
  type LocalityLevel,
  type ScheduleItem,
  type newScheduleRequest,
  type scheduleListRequest,
  type updateScheduleRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import { isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './parameters.repository';
import { scheduleProblems } from './schedule-rules';

export type ParametersDeps = { db: Db };

const pick = (lang: Lang, row: { nameEs: string; nameEn: string }) =>
  lang === 'en' ? row.nameEn : row.nameEs;
const byName = (lang: Lang) => (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, lang === 'en' ? 'en' : 'es');

// ---------------------------------------------------------------------------------------------------------
// Global catalogs

export const listIdTypes = async (deps: ParametersDeps, lang: Lang) =>
  (await repo.listIdTypes(deps.db)).map((t) => ({
    code: t.code as 'fisica',
    name: pick(lang, t),
    haciendaCode: t.haciendaCode,
    minLength: t.minLength,
    maxLength: t.maxLength,
    example: t.example,
  }));

export const listCountries = async (deps: ParametersDeps, lang: Lang) =>
  (await repo.listCountries(deps.db)).map((c) => ({ code: c.code, name: pick(lang, c) })).sort(byName(lang));

export const listCivilStatuses = async (deps: ParametersDeps, lang: Lang) =>
  (await repo.listCivilStatuses(deps.db)).map((c) => ({ code: c.code, name: pick(lang, c) }));

export const listEducationLevels = async (deps: ParametersDeps, lang: Lang) =>
  (await repo.listEducationLevels(deps.db)).map((c) => ({ code: c.code, name: pick(lang, c) }));

export const listBanks = (deps: ParametersDeps) => repo.listBanks(deps.db);

export const listLocalities = async (
  deps: ParametersDeps,
  input: { level: LocalityLevel; parentCode?: string | undefined },
) =>
  (await repo.listLocalities(deps.db, input.level, input.parentCode)).map((l) => ({
    code: l.code,
    name: l.name,
    level: l.level as LocalityLevel,
    parentCode: l.parentCode,
  }));

const ROLE_NAMES: Record<(typeof ROLES)[number], { es: string; en: string }> = {
  admin: { es: 'Administrador', en: 'Administrator' },
  payroll_manager: { es: 'Encargado de planillas', en: 'Payroll manager' },
  hr_assistant: { es: 'Asistente de recursos humanos', en: 'HR assistant' },
  auditor: { es: 'Auditor', en: 'Auditor' },
};
export const listRoles = (lang: Lang) => ROLES.map((code) => ({ code, name: ROLE_NAMES[code][lang] }));

const STATUS_NAMES: Record<(typeof EMPLOYEE_STATUSES)[number], { es: string; en: string }> = {
  active: { es: 'Activo', en: 'Active' },
  inactive: { es: 'Inactivo', en: 'Inactive' },
  exited: { es: 'Cesado', en: 'Exited' },
};
export const listStatuses = (lang: Lang) =>
  EMPLOYEE_STATUSES.map((code) => ({ code, name: STATUS_NAMES[code][lang] }));

// ---------------------------------------------------------------------------------------------------------
// Company catalogs

export const getCompanyData = async (deps: ParametersDeps, auth: AuthContext): Promise<CompanyData> => {
  const c = await repo.findCompany(deps.db, auth.companyId);
  if (!c) throw new AppError('NOT_FOUND');
  return {
    num_empresa: c.id,
    name: c.name,
    tradeName: c.tradeName,
    legalId: c.legalId,
    address: c.address,
    phone: c.phone,
    email: c.email,
  };
};

export const listLocations = (deps: ParametersDeps, auth: AuthContext, includeInactive: boolean) =>
  repo.listLocations(deps.db, auth.companyId, includeInactive);
export const listDepartments = (deps: ParametersDeps, auth: AuthContext, includeInactive: boolean) =>
  repo.listDepartments(deps.db, auth.companyId, includeInactive);
export const listOccupations = (deps: ParametersDeps, auth: AuthContext, includeInactive: boolean) =>
  repo.listOccupations(deps.db, auth.companyId, includeInactive);
export const listExitTypes = async (
  deps: ParametersDeps,
  auth: AuthContext,
  includeInactive: boolean,
): Promise<ExitTypeItem[]> =>
  (await repo.listExitTypes(deps.db, auth.companyId, includeInactive)).map((t) => ({
    ...t,
    code: t.code as ExitTypeItem['code'],
  }));

// ---------------------------------------------------------------------------------------------------------
// Schedules

export const scheduleDto = (s: repo.ScheduleRecord): ScheduleItem => {
  const hoursPerDay = s.quarterHoursPerDay / 4;
  return {
    id: s.id,
    name: s.name,
    jornadaType: s.jornadaType as ScheduleItem['jornadaType'],
    hoursPerDay,
    workingDays: [...s.workingDays].sort((a, b) => a - b),
    startTime: s.startTime,
    endTime: s.endTime,
    weeklyHours: hoursPerDay * s.workingDays.length,
    entryGraceMinutes: s.entryGraceMinutes,
    exitGraceMinutes: s.exitGraceMinutes,
    extraMinimumMinutes: s.extraMinimumMinutes,
    extraRounding: s.extraRounding as ScheduleItem['extraRounding'],
    active: s.active,
    employeeCount: s.employeeCount,
  };
};

export const listSchedules = async (
  deps: ParametersDeps,
  auth: AuthContext,
  input: z.output<typeof scheduleListRequest>,
) => {
  const { items, total } = await repo.listSchedules(deps.db, { ...input, companyId: auth.companyId });
  return { items: items.map(scheduleDto), total, page: input.page, pageSize: input.pageSize };
};

export const listScheduleOptions = async (
  deps: ParametersDeps,
  auth: AuthContext,
  includeInactive: boolean,
) => (await repo.listScheduleOptions(deps.db, auth.companyId, includeInactive)).map(scheduleDto);

type ScheduleInput = z.output<typeof newScheduleRequest>;

const assertLawful = (s: ScheduleInput) => {
  const problems = scheduleProblems(s);
  if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_ERROR', problems);
};

const toWrite = (s: ScheduleInput, active: boolean): repo.ScheduleWrite => ({
  name: s.name,
  jornadaType: s.jornadaType,
  quarterHoursPerDay: Math.round(s.hoursPerDay * 4),
  workingDays: [...s.workingDays].sort((a, b) => a - b),
  startTime: s.startTime,
  endTime: s.endTime,
  entryGraceMinutes: s.entryGraceMinutes,
  exitGraceMinutes: s.exitGraceMinutes,
  extraMinimumMinutes: s.extraMinimumMinutes,
  extraRounding: s.extraRounding,
  active,
});

const nameTaken = () => new AppError('SCHEDULE_NAME_TAKEN', { name: 'errors.SCHEDULE_NAME_TAKEN' });

/** paramPlanilla/newschedule */
export const createSchedule = async (
  deps: ParametersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: ScheduleInput,
): Promise<ScheduleItem> => {
  assertLawful(input);
  try {
    return await deps.db.transaction(async (tx) => {
      const write = toWrite(input, true);
      const id = await repo.insertSchedule(tx, auth.companyId, write);
      const created = (await repo.getSchedule(tx, auth.companyId, id))!;
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'schedule_created',
          entity: 'schedule',
          entityId: id,
          before: null,
          after: scheduleDto(created),
        },
      );
      return scheduleDto(created);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
};

/** paramPlanilla/updateschedule: the given fields change; the whole result must still be lawful. */
export const updateSchedule = async (
  deps: ParametersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateScheduleRequest>,
): Promise<ScheduleItem> => {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.lockSchedule(tx, auth.companyId, input.id))) throw new AppError('SCHEDULE_NOT_FOUND');
      const current = (await repo.getSchedule(tx, auth.companyId, input.id))!;
      const before = scheduleDto(current);
      const merged: ScheduleInput = {
        name: input.name ?? before.name,
        jornadaType: input.jornadaType ?? before.jornadaType,
        hoursPerDay: input.hoursPerDay ?? before.hoursPerDay,
        workingDays: input.workingDays ?? before.workingDays,
        startTime: input.startTime ?? before.startTime,
        endTime: input.endTime ?? before.endTime,
        entryGraceMinutes: input.entryGraceMinutes ?? before.entryGraceMinutes,
        exitGraceMinutes: input.exitGraceMinutes ?? before.exitGraceMinutes,
        extraMinimumMinutes: input.extraMinimumMinutes ?? before.extraMinimumMinutes,
        extraRounding: input.extraRounding ?? before.extraRounding,
      };
      assertLawful(merged);
      const active = input.active ?? before.active;
      if (!active && before.active && before.employeeCount > 0)
        throw new AppError('SCHEDULE_IN_USE', { active: 'errors.SCHEDULE_IN_USE' });
      await repo.updateSchedule(tx, auth.companyId, input.id, toWrite(merged, active));
      const after = scheduleDto((await repo.getSchedule(tx, auth.companyId, input.id))!);
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'schedule_updated',
          entity: 'schedule',
          entityId: input.id,
          before,
          after,
        },
      );
      return after;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
};

export const statusName = (status: (typeof EMPLOYEE_STATUSES)[number], lang: Lang): string =>
  STATUS_NAMES[status][lang];
