import {
  CCSS_LINE_CODES,
  type CcssLineCode,
  type HolidayIdCode,
  type LegalRuleInterval,
  type LegalRulesResponse,
  type MinimumWageCategoryCode,
  type NewLegalRuleRequest,
  type UpdateLegalRuleRequest,
} from '@planilla/contracts';
import { holidayLawDate } from '@planilla/domain';
import type { FieldPath } from 'react-hook-form';
import { basisPointsOf, percentOf } from '../../../lib/rates';
import { latestOf, type RegistrableKind } from './rule-tables';

/** The form: amounts in colones and rates in percent as typed; sent as céntimos and basis points. */
export type RuleFormValues = {
  effectiveFrom: string;
  decree: string;
  source: string;
  brackets: { from: number; rate: number }[];
  childCredit: number;
  spouseCredit: number;
  rates: { code: CcssLineCode; rate: number; current: number | null }[];
  /** The decree category of a minimum wage (one registration per category). */
  category: MinimumWageCategoryCode;
  monthly: number;
  daily: number;
  holidayId: HolidayIdCode;
  year: number;
  to: string;
};

const toCentimos = (colones: number) => Math.round(colones * 100);
const fromCentimos = (centimos: number) => centimos / 100;
const nextJanuary = (today: string) => `${Number(today.slice(0, 4)) + 1}-01-01`;

/** The values a dialog opens with: the interval being edited, else the latest values to change from. */
export const initialValues = (
  kind: RegistrableKind,
  data: LegalRulesResponse,
  editing: LegalRuleInterval | null,
): RuleFormValues => {
  const rateOf = (code: CcssLineCode) => {
    const latest = latestOf(data.intervals, 'ccssRate', code);
    return latest?.table === 'ccssRate' ? latest.value.rate : null;
  };
  const base: RuleFormValues = {
    effectiveFrom: nextJanuary(data.today),
    decree: '',
    source: '',
    brackets: [],
    childCredit: 0,
    spouseCredit: 0,
    rates: CCSS_LINE_CODES.map((code) => {
      const current = rateOf(code);
      return { code, current, rate: current === null ? 0 : percentOf(current) };
    }),
    category: editing?.table === 'minimumWage' ? editing.value.category : 'unskilled',
    monthly: 0,
    daily: Number.NaN,
    holidayId: 'NEW_YEAR',
    year: Number(data.today.slice(0, 4)) + 1,
    to: '',
  };
  // A minimum wage starts from the latest value of its category (the unskilled one for a new registration).
  const key = kind === 'minimumWage' ? base.category : kind;
  const source = editing ?? latestOf(data.intervals, kind === 'ccssRates' ? 'ccssRate' : kind, key);
  if (editing) {
    base.effectiveFrom = editing.effectiveFrom;
    base.decree = editing.decree ?? '';
    // A registration's source is its decree, then the publication the administrator gave.
    const prefix = `${base.decree}; `;
    base.source = editing.source.startsWith(prefix) ? editing.source.slice(prefix.length) : '';
  }
  if (source?.table === 'salaryTax') {
    base.brackets = source.value.brackets.map((b) => ({
      from: fromCentimos(b.from),
      rate: percentOf(b.rate),
    }));
    base.childCredit = fromCentimos(source.value.childCredit);
    base.spouseCredit = fromCentimos(source.value.spouseCredit);
  } else if (source?.table === 'minimumWage') {
    base.monthly = fromCentimos(source.value.monthly);
    base.daily = source.value.daily === null ? Number.NaN : fromCentimos(source.value.daily);
  } else if (editing?.table === 'ccssRate') {
    base.rates = [{ code: editing.value.code, current: null, rate: percentOf(editing.value.rate) }];
  } else if (editing?.table === 'holidayTransfer') {
    base.holidayId = editing.value.holidayId;
    base.year = Number(editing.value.from.slice(0, 4));
    base.to = editing.value.to;
  }
  return base;
};

type Built = { request: NewLegalRuleRequest | UpdateLegalRuleRequest; sentRates: number[] };

/** The request of the form, or the fields whose typed numbers are not numbers. */
export const buildRequest = (
  kind: RegistrableKind,
  values: RuleFormValues,
  editing: LegalRuleInterval | null,
): Built | { numberErrors: FieldPath<RuleFormValues>[] } => {
  const numberErrors: FieldPath<RuleFormValues>[] = [];
  const number = (value: number, field: FieldPath<RuleFormValues>) => {
    if (!Number.isFinite(value)) numberErrors.push(field);
    return value;
  };
  const common = {
    decree: values.decree,
    ...(values.source.trim() ? { source: values.source.trim() } : {}),
  };
  // The contract's schema checks the shape below before anything is sent.
  let request: { kind: string } & Record<string, unknown>;
  let sentRates: number[] = [];
  switch (kind) {
    case 'salaryTax':
      request = {
        kind,
        ...common,
        effectiveFrom: values.effectiveFrom,
        brackets: values.brackets.map((b, i) => ({
          from: toCentimos(number(b.from, `brackets.${i}.from`)),
          rate: basisPointsOf(number(b.rate, `brackets.${i}.rate`)),
        })),
        childCredit: toCentimos(number(values.childCredit, 'childCredit')),
        spouseCredit: toCentimos(number(values.spouseCredit, 'spouseCredit')),
      };
      break;
    case 'ccssRates': {
      values.rates.forEach((r, i) => number(r.rate, `rates.${i}.rate`));
      const changed = values.rates
        .map((r, i) => ({ ...r, index: i }))
        .filter((r) => editing !== null || r.current === null || basisPointsOf(r.rate) !== r.current);
      sentRates = changed.map((r) => r.index);
      const rates = changed.map((r) => ({ code: r.code, rate: basisPointsOf(r.rate) }));
      request =
        editing !== null && rates[0]
          ? { kind: 'ccssRate', ...common, effectiveFrom: values.effectiveFrom, ...rates[0] }
          : { kind, ...common, effectiveFrom: values.effectiveFrom, rates };
      break;
    }
    case 'minimumWage':
      request = {
        kind,
        ...common,
        effectiveFrom: values.effectiveFrom,
        category: values.category,
        monthly: toCentimos(number(values.monthly, 'monthly')),
        daily: Number.isFinite(values.daily) ? toCentimos(values.daily) : null,
      };
      break;
    case 'holidayTransfer': {
      const year = number(values.year, 'year');
      const from =
        Number.isInteger(year) && year >= 2020 && year <= 2100
          ? holidayLawDate(values.holidayId, year)
          : null;
      if (from === null) numberErrors.push('year');
      request = { kind, ...common, holidayId: values.holidayId, from: from ?? '', to: values.to };
      break;
    }
  }
  if (numberErrors.length > 0) return { numberErrors };
  const full = editing?.id ? { ...request, id: editing.id } : request;
  return { request: full as NewLegalRuleRequest | UpdateLegalRuleRequest, sentRates };
};

/** A request's field path as the form's (several CCSS rates are sent as the changed rows only). */
export const formPath = (path: string, sentRates: number[]): FieldPath<RuleFormValues> => {
  const match = /^rates\.(\d+)\.(\w+)$/.exec(path);
  if (match)
    return `rates.${sentRates[Number(match[1])] ?? 0}.${match[2] === 'code' ? 'rate' : match[2]}` as FieldPath<RuleFormValues>;
  if (path === 'rates' || path === 'brackets') return `${path}.root` as FieldPath<RuleFormValues>;
  if (path === 'from') return 'year';
  if (path === 'kind' || path === 'id') return 'decree';
  return path as FieldPath<RuleFormValues>;
};
