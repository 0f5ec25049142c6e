import {
  type LegalRuleInterval,
  type LegalRulesResponse,
  type newLegalRuleRequest,
  type updateLegalRuleRequest,
} from '@planilla/contracts';
import {
  CR_HOLIDAY_DEFINITIONS,
  CR_RULE_SETS,
  DomainError,
  EFFECTIVE_DATE_NOT_IN_REFERENCE,
  holidayLawDate,
  holidays,
  MINIMUM_WAGE_CATEGORIES,
  mergeRegisteredRules,
  ruleTimeline,
  type HolidayId,
  type RuleInterval,
} from '@planilla/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './legal-rules.repository';
import { assertLegalRuleMayChange } from './rule-guard';
import { invalidateLegalRules, legalRuleSets, toRegisteredRule } from './rules-provider';

export type LegalRulesDeps = { db: Db };

type NewRule = z.output<typeof newLegalRuleRequest>;
type UpdateRule = z.output<typeof updateLegalRuleRequest>;

const year = (date: string) => Number(date.slice(0, 4));

// ---------------------------------------------------------------------------------------------------------
// paramPlanilla/legalrules

const stateOf = (interval: RuleInterval, today: string): LegalRuleInterval['state'] => {
  if (interval.overridden) return 'overridden';
  if (interval.effectiveFrom > today) return 'scheduled';
  if (interval.effectiveTo !== null && interval.effectiveTo < today) return 'ended';
  return 'in_force';
};

const valueOf = (interval: RuleInterval) => {
  switch (interval.table) {
    case 'salaryTax':
      return {
        table: interval.table,
        value: {
          brackets: interval.value.brackets.value.map((b) => ({ from: b.from, to: b.to, rate: b.rate })),
          childCredit: interval.value.childCredit.value,
          spouseCredit: interval.value.spouseCredit.value,
          legalRef: interval.value.legalRef,
        },
      };
    case 'minimumWage':
      return {
        table: interval.table,
        value: {
          category: interval.value.category,
          monthly: interval.value.monthly,
          daily: interval.value.daily,
        },
      };
    case 'ccssRate':
      return {
        table: interval.table,
        value: { code: interval.value.code, rate: interval.value.rate, legalRef: interval.value.legalRef },
      };
    case 'provisions':
      return {
        table: interval.table,
        value: {
          aguinaldo: interval.value.aguinaldo.value,
          vacation: interval.value.vacation.value,
          cesantia: interval.value.cesantia.value,
        },
      };
    case 'holidayTransfer': {
      const definition = CR_HOLIDAY_DEFINITIONS.find((d) => d.id === interval.value.id);
      return {
        table: interval.table,
        value: {
          holidayId: interval.value.id,
          name: definition?.name ?? interval.value.id,
          from: interval.value.from,
          to: interval.value.to,
          legalRef: interval.value.legalRef,
        },
      };
    }
  }
};

/**
 * The minimum wages by category and year: for each year a decree gave a value of any category, each category's
 * value published for that year (the latest that took effect in it), or `null`: not published.
 */
const minimumWageYears = (timeline: readonly RuleInterval[]): LegalRulesResponse['minimumWageYears'] => {
  const wages = timeline.flatMap((interval) =>
    interval.table === 'minimumWage' && !interval.overridden ? [interval] : [],
  );
  const years = [...new Set(wages.map((interval) => year(interval.effectiveFrom)))].sort((a, b) => a - b);
  return years.map((y) => ({
    year: y,
    categories: MINIMUM_WAGE_CATEGORIES.map((category) => {
      const value = wages
        .filter((interval) => interval.value.category === category && year(interval.effectiveFrom) === y)
        .at(-1);
      return {
        category,
        value: value
          ? {
              monthly: value.value.monthly,
              daily: value.value.daily,
              decree: value.decree,
              effectiveFrom: value.effectiveFrom,
              status: value.status,
              origin: value.origin,
            }
          : null,
      };
    }),
  }));
};

/** Every rule table with its intervals, dates, sources and state on today's date (shipped and registered). */
export const listLegalRules = async (deps: LegalRulesDeps): Promise<LegalRulesResponse> => {
  const today = todayInCostaRica();
  const rows = await repo.listRegistered(deps.db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const timeline = ruleTimeline(CR_RULE_SETS, rows.map(toRegisteredRule));
  const intervals = timeline.map((interval): LegalRuleInterval => {
    const row = interval.registeredId === null ? undefined : byId.get(interval.registeredId);
    const state = stateOf(interval, today);
    const yearly = interval.table === 'salaryTax' || interval.table === 'minimumWage';
    const undated = interval.effectiveFrom === EFFECTIVE_DATE_NOT_IN_REFERENCE;
    return {
      ...valueOf(interval),
      key: interval.key,
      effectiveFrom: interval.effectiveFrom,
      effectiveTo: interval.effectiveTo,
      decree: interval.decree,
      source: interval.source,
      status: interval.status,
      origin: interval.origin,
      id: interval.registeredId,
      state,
      carriedForward:
        yearly && state === 'in_force' && !undated && year(interval.effectiveFrom) < year(today),
      editable: interval.origin === 'registered' && interval.effectiveFrom > today,
      registeredAt: row ? row.createdAt.toISOString() : null,
      registeredBy: row?.createdByCode ?? null,
    } as LegalRuleInterval;
  });
  const ruleSets = await legalRuleSets(deps.db);
  const thisYear = year(today);
  return {
    today,
    intervals,
    minimumWageYears: minimumWageYears(timeline),
    holidays: CR_HOLIDAY_DEFINITIONS.map((d) => ({
      id: d.id,
      name: d.name,
      obligatory: d.obligatory,
      kind: d.kind,
      month: d.kind === 'fixed' ? d.month : null,
      day: d.kind === 'fixed' ? d.day : null,
      offsetDays: d.kind === 'easter' ? d.offsetDays : null,
      effectiveFrom: d.effectiveFrom === EFFECTIVE_DATE_NOT_IN_REFERENCE ? null : d.effectiveFrom,
      legalRef: d.legalRef,
    })),
    upcomingHolidays: [thisYear, thisYear + 1].flatMap((y) =>
      holidays(y, ruleSets).map((h) => ({
        date: h.date,
        id: h.id,
        name: h.name,
        obligatory: h.obligatory,
        movedFrom: h.movedFrom,
      })),
    ),
  };
};

// ---------------------------------------------------------------------------------------------------------
// Writes

type RuleInput =
  | Exclude<NewRule, { kind: 'ccssRates' }>
  | Omit<Extract<UpdateRule, { kind: 'ccssRate' }>, 'id'>
  | Exclude<UpdateRule, { kind: 'ccssRate' }>;

/** One row of `legal_rules` from one interval of the request. */
const rowOf = (input: RuleInput): repo.LegalRuleWrite => {
  const common = { decree: input.decree, source: input.source?.trim() ? input.source.trim() : null };
  switch (input.kind) {
    case 'salaryTax':
      return {
        ...common,
        kind: 'salaryTax',
        ruleKey: 'salaryTax',
        effectiveFrom: input.effectiveFrom,
        value: {
          kind: 'salaryTax',
          brackets: input.brackets.map((b) => ({ from: b.from, rate: b.rate })),
          childCredit: input.childCredit,
          spouseCredit: input.spouseCredit,
        },
      };
    case 'ccssRate':
      return {
        ...common,
        kind: 'ccssRate',
        ruleKey: input.code,
        effectiveFrom: input.effectiveFrom,
        value: { kind: 'ccssRate', code: input.code, rate: input.rate },
      };
    case 'minimumWage':
      return {
        ...common,
        kind: 'minimumWage',
        ruleKey: input.category,
        effectiveFrom: input.effectiveFrom,
        value: {
          kind: 'minimumWage',
          category: input.category,
          monthly: input.monthly,
          daily: input.daily ?? null,
        },
      };
    case 'holidayTransfer':
      return {
        ...common,
        kind: 'holidayTransfer',
        ruleKey: `${input.holidayId}:${year(input.from)}`,
        effectiveFrom: input.from < input.to ? input.from : input.to,
        value: { kind: 'holidayTransfer', holidayId: input.holidayId, from: input.from, to: input.to },
      };
  }
};

const ruleWritesOf = (input: NewRule): repo.LegalRuleWrite[] =>
  input.kind === 'ccssRates'
    ? input.rates.map((rate) =>
        rowOf({
          kind: 'ccssRate',
          decree: input.decree,
          source: input.source,
          effectiveFrom: input.effectiveFrom,
          ...rate,
        }),
      )
    : [rowOf(input)];

/** The request's field that names a row's date: the line of several CCSS rates (`rates.<i>.code`). */
const dateFieldOf = (input: NewRule | UpdateRule, index: number): string =>
  input.kind === 'ccssRates' ? `rates.${index}.code` : 'effectiveFrom';

/** A transfer moves a holiday from its own date that year: `from` must be that date. */
const checkTransfers = (input: NewRule | UpdateRule) => {
  if (input.kind !== 'holidayTransfer') return;
  const lawDate = holidayLawDate(input.holidayId as HolidayId, year(input.from));
  if (lawDate !== input.from) throw new AppError('VALIDATION_ERROR', { from: 'validation.holidayLawDate' });
};

/**
 * Refuses a row that would share its table, key and date with another registered value (or, for a transfer,
 * move a holiday already moved that year), then has the engine merge the result, so whatever it refuses is
 * refused here before anything is written.
 */
const checkAgainst = (
  existing: repo.LegalRuleRecord[],
  rows: repo.LegalRuleWrite[],
  input: NewRule | UpdateRule,
  exceptId?: number,
) => {
  const others = existing.filter((row) => row.id !== exceptId);
  rows.forEach((row, index) => {
    const clash = others.find(
      (other) =>
        other.kind === row.kind &&
        other.ruleKey === row.ruleKey &&
        (row.kind === 'holidayTransfer' || other.effectiveFrom === row.effectiveFrom),
    );
    if (clash) {
      const field = row.kind === 'holidayTransfer' ? 'from' : dateFieldOf(input, index);
      throw new AppError('LEGAL_RULE_OVERLAP', { [field]: 'errors.LEGAL_RULE_OVERLAP' });
    }
  });
  try {
    mergeRegisteredRules(CR_RULE_SETS, [
      ...others.map(toRegisteredRule),
      ...rows.map((row, index) => toRegisteredRule({ ...row, id: -1 - index })),
    ]);
  } catch (err) {
    if (err instanceof DomainError) {
      if (err.code === 'RULES_OVERLAP') throw new AppError('LEGAL_RULE_OVERLAP', undefined, { cause: err });
      const field = (err.detail ?? '_').replace(/\[(\d+)\]/g, '.$1');
      throw new AppError('VALIDATION_ERROR', { [field]: 'validation.invalidValue' }, { cause: err });
    }
    throw err;
  }
};

/** The audit log's picture of a registration. */
const auditView = (row: repo.LegalRuleWrite & { id: number }) => ({
  id: row.id,
  kind: row.kind,
  key: row.ruleKey,
  effectiveFrom: row.effectiveFrom,
  decree: row.decree,
  source: row.source,
  value: row.value,
});

/** paramPlanilla/newlegalrule: registers newly published values (one row per interval), audited. */
export const registerLegalRule = async (
  deps: LegalRulesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: NewRule,
): Promise<{ ids: number[] }> => {
  checkTransfers(input);
  const rows = ruleWritesOf(input);
  const today = todayInCostaRica();
  const ids = await deps.db.transaction(async (tx) => {
    await repo.lockLegalRules(tx);
    const existing = await repo.listRegistered(tx);
    for (const row of rows) {
      await assertLegalRuleMayChange(
        tx,
        { action: 'register', kind: row.kind, ruleKey: row.ruleKey, effectiveFrom: row.effectiveFrom },
        today,
      );
    }
    checkAgainst(existing, rows, input);
    const created = await repo.insertRegistered(tx, rows, auth.userId);
    for (const [index, id] of created.entries()) {
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'legal_rule_registered',
          entity: 'legal_rule',
          entityId: id,
          before: null,
          after: auditView({ ...rows[index]!, id }),
        },
      );
    }
    await repo.bumpRulesVersion(tx);
    return created;
  });
  invalidateLegalRules(deps.db);
  return { ids };
};

/** paramPlanilla/updatelegalrule: changes a registered value that has not taken effect yet. */
export const updateLegalRule = async (
  deps: LegalRulesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: UpdateRule,
): Promise<{ ids: number[] }> => {
  checkTransfers(input);
  const row = rowOf(input);
  const today = todayInCostaRica();
  await deps.db.transaction(async (tx) => {
    await repo.lockLegalRules(tx);
    const current = await repo.getRegisteredForUpdate(tx, input.id);
    if (!current) throw new AppError('LEGAL_RULE_NOT_FOUND');
    await assertLegalRuleMayChange(tx, { action: 'update', rule: current }, today);
    if (current.kind !== row.kind)
      throw new AppError('VALIDATION_ERROR', { kind: 'validation.invalidValue' });
    checkAgainst(await repo.listRegistered(tx), [row], input, current.id);
    await repo.updateRegistered(tx, current.id, row);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'legal_rule_updated',
        entity: 'legal_rule',
        entityId: current.id,
        before: auditView(current),
        after: auditView({ ...row, id: current.id }),
      },
    );
    await repo.bumpRulesVersion(tx);
  });
  invalidateLegalRules(deps.db);
  return { ids: [input.id] };
};

/** paramPlanilla/deletelegalrule: removes a registered value that has not taken effect yet. */
export const deleteLegalRule = async (
  deps: LegalRulesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { id: number },
): Promise<{ ids: number[] }> => {
  const today = todayInCostaRica();
  await deps.db.transaction(async (tx) => {
    await repo.lockLegalRules(tx);
    const current = await repo.getRegisteredForUpdate(tx, input.id);
    if (!current) throw new AppError('LEGAL_RULE_NOT_FOUND');
    await assertLegalRuleMayChange(tx, { action: 'delete', rule: current }, today);
    await repo.deleteRegistered(tx, current.id);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'legal_rule_deleted',
        entity: 'legal_rule',
        entityId: current.id,
        before: auditView(current),
        after: null,
      },
    );
    await repo.bumpRulesVersion(tx);
  });
  invalidateLegalRules(deps.db);
  return { ids: [input.id] };
};
