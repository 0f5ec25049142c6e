import {
  PAYSLIP_TEXTS,
  V,
  type EmployeeWarning,
  type NationalIdType,
  type PayPeriodicity,
} from '@planilla/contracts';
import {
  ibanBankCode,
  isValidIban,
  isValidNationalId,
  minimumWageFloorFor,
  normalizeIban,
  normalizeNationalId,
  type MinimumWageCategory,
  type RuleSet,
} from '@planilla/domain';
import type { Db, DbOrTx } from '../../db/client';
import { yearsBetween } from '../../lib/dates';
import { translate, type Lang } from '../../lib/i18n';
import { legalRuleSets } from '../legal-rules/rules-provider';
import * as catalogsRepo from './employee-catalogs.repository';

/** The master and work data of an employee after normalization: what is validated and stored. */
export type EmployeeData = {
  idType: NationalIdType;
  nationalId: string;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
  birthDate: string;
  sex: 'female' | 'male';
  civilStatus: string;
  nationality: string;
  educationLevel: string | null;
  childrenCount: number;
  spouseName: string | null;
  spouseTaxCredit: boolean;
  weeklyRestDayPaid: boolean | null;
  bankCode: string | null;
  iban: string | null;
  email: string | null;
  phone: string | null;
  badgeCode: string | null;
  departmentId: number | null;
  occupationId: number | null;
  locationId: number | null;
  scheduleId: number;
  periodicity: PayPeriodicity;
};

export const MINIMUM_WORKING_AGE = 15;

/** Dashes and spaces out of the id (and passports upper-case), spaces and dashes out of the IBAN. */
export const normalizeData = <T extends Partial<EmployeeData>>(d: T): T => ({
  ...d,
  ...(d.nationalId !== undefined
    ? {
        nationalId:
          d.idType === 'pasaporte'
            ? normalizeNationalId(d.nationalId).toUpperCase()
            : normalizeNationalId(d.nationalId),
      }
    : {}),
  ...(d.iban ? { iban: normalizeIban(d.iban) } : {}),
});

/** Every code and id a new or changed employee may reference, loaded once per request or import. */
export type Lookups = {
  idTypes: Set<string>;
  countries: Set<string>;
  civilStatuses: Set<string>;
  educationLevels: Set<string>;
  banks: Set<string>;
  departments: Set<number>;
  occupations: Set<number>;
  locations: Set<number>;
  schedules: Set<number>;
};

const globalCache = new WeakMap<
  object,
  Promise<Pick<Lookups, 'idTypes' | 'countries' | 'civilStatuses' | 'educationLevels' | 'banks'>>
>();

/** The global codes change only when the reference data is synced at start: cached per database. */
const globalLookups = (db: Db) => {
  let cached = globalCache.get(db);
  if (!cached) {
    cached = Promise.all([
      catalogsRepo.globalCodes(db, 'id_types'),
      catalogsRepo.globalCodes(db, 'countries'),
      catalogsRepo.globalCodes(db, 'civil_statuses'),
      catalogsRepo.globalCodes(db, 'education_levels'),
      catalogsRepo.globalCodes(db, 'banks'),
    ]).then(([idTypes, countries, civilStatuses, educationLevels, banks]) => ({
      idTypes,
      countries,
      civilStatuses,
      educationLevels,
      banks,
    }));
    cached.catch(() => globalCache.delete(db));
    globalCache.set(db, cached);
  }
  return cached;
};

/**
 * Loads the lookups. Call it outside a transaction: on the embedded database a query outside an open
 * transaction waits for it (one connection). The foreign keys still guard what the transaction writes.
 */
export const loadLookups = async (db: Db, companyId: number): Promise<Lookups> => {
  const [global, departments, occupations, locations, schedules] = await Promise.all([
    globalLookups(db),
    catalogsRepo.activeCatalogIdSet(db, 'departments', companyId),
    catalogsRepo.activeCatalogIdSet(db, 'occupations', companyId),
    catalogsRepo.activeCatalogIdSet(db, 'locations', companyId),
    catalogsRepo.activeCatalogIdSet(db, 'schedules', companyId),
  ]);
  return { ...global, departments, occupations, locations, schedules };
};

/**
 * Field → message key for everything wrong with `d`. `current` is the stored record on an update: a
 * reference it already has stays acceptable even if that catalog entry was retired since.
 */
export const validateEmployeeData = (
  d: EmployeeData,
  lookups: Lookups,
  opts: { entryDate: string; current?: Partial<EmployeeData> },
): Record<string, string> => {
  const f: Record<string, string> = {};
  const current = opts.current ?? {};
  if (!lookups.idTypes.has(d.idType)) f.idType = V.unknownOption;
  else if (!isValidNationalId(d.idType, d.nationalId)) f.nationalId = V.invalidNationalId;
  if (yearsBetween(d.birthDate, opts.entryDate) < MINIMUM_WORKING_AGE) f.birthDate = V.minimumAge;
  if (!lookups.civilStatuses.has(d.civilStatus)) f.civilStatus = V.unknownOption;
  if (!lookups.countries.has(d.nationality)) f.nationality = V.unknownOption;
  if (d.educationLevel !== null && !lookups.educationLevels.has(d.educationLevel))
    f.educationLevel = V.unknownOption;

  if (d.iban !== null && d.bankCode === null) f.bankCode = V.required;
  if (d.bankCode !== null && d.iban === null) f.iban = V.required;
  if (d.bankCode !== null && !lookups.banks.has(d.bankCode) && d.bankCode !== current.bankCode)
    f.bankCode = V.unknownOption;
  if (d.iban !== null) {
    if (!isValidIban(d.iban)) f.iban = V.invalidIban;
    else if (d.bankCode !== null && !f.bankCode && ibanBankCode(d.iban) !== d.bankCode)
      f.iban = V.ibanBankMismatch;
  }

  const ref = (field: 'departmentId' | 'occupationId' | 'locationId' | 'scheduleId', set: Set<number>) => {
    const v = d[field];
    if (v !== null && v !== current[field] && !set.has(v)) f[field] = V.unknownOption;
  };
  ref('departmentId', lookups.departments);
  ref('occupationId', lookups.occupations);
  ref('locationId', lookups.locations);
  ref('scheduleId', lookups.schedules);
  return f;
};

/**
 * What a salary is compared with: the decree category of the employee's occupation (`null`: no occupation, or
 * one from before the categories: the generic unskilled minimum) and the law's rule sets, registered decrees
 * merged in (`legalRuleSets`).
 */
export type MinimumWageCheck = { category: string | null; ruleSets: readonly RuleSet[] };

/** What an employee's salary from `date` is compared with: the occupation in force then, the merged law. */
export const minimumWageCheckOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  date: string,
): Promise<MinimumWageCheck> => ({
  category: await catalogsRepo.employeeOccupationCategoryOn(db, companyId, employeeNumber, date),
  ruleSets: await legalRuleSets(db),
});

/**
 * The warning for a monthly salary below the legal minimum of the occupation's category (never a refusal):
 * against the minimum in force on its effective date and, for a row already in force, on today; years without
 * rule sets are not compared, and a category without a value on the date is compared with the TONC (the floor of
 * every category), which the warning then names.
 */
export const minimumWageWarnings = (
  amount: number,
  effectiveFrom: string,
  today: string,
  lang: Lang,
  check: MinimumWageCheck,
): EmployeeWarning[] => {
  const category = (check.category ?? 'unskilled') as MinimumWageCategory;
  for (const date of effectiveFrom < today ? [effectiveFrom, today] : [effectiveFrom]) {
    let rule: ReturnType<typeof minimumWageFloorFor>;
    try {
      rule = minimumWageFloorFor(category, date, check.ruleSets);
    } catch {
      continue; // no rules for that year: nothing to compare with
    }
    if (rule && amount < rule.monthly) {
      return [
        {
          code: 'BELOW_MINIMUM_WAGE',
          message: translate('warning.belowMinimumWage', lang).replace(
            '{category}',
            PAYSLIP_TEXTS[lang].minimumWageCategories[rule.category],
          ),
          minimumMonthly: rule.monthly,
          date,
          decree: rule.decree,
          minimumWageCategory: rule.category,
        },
      ];
    }
  }
  return [];
};

/** The list search key: number, id and names, folded. */
export const searchTextOf = (
  fold: (s: string) => string,
  e: {
    employeeNumber: number;
    nationalId: string;
    firstName: string;
    firstSurname: string;
    secondSurname: string | null;
  },
) => fold(`${e.employeeNumber} ${e.nationalId} ${e.firstName} ${e.firstSurname} ${e.secondSurname ?? ''}`);
