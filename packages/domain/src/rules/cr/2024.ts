import { colones } from '../../money/money';
import type { MinimumWageRule, RuleSet } from '../types';
import { contribution, salaryTaxBrackets, sourced } from './builders';
import { CR_HOLIDAY_DEFINITIONS, holidayTransfer } from './holiday-law';
import { CR_LABOUR_CODE } from './labour-code';
import { CR_PROVISION_DEFAULTS } from './provisions';

const WORKER_2023_2025 = '§1 CCSS worker deductions: Auxadi table 2023–2025';
const IVM_2023 =
  '§1 IVM schedule: La Nación 2023 (EY Law), 4.00 → 4.17 % from Jan 2023, "rigen hasta el 31 de diciembre del 2025"';
const EMPLOYER_2023_2025 = '§2 Employer charges: CCSS-format table, Auxadi 2023–2025 (total 26.67 %)';
const TAX_2024 =
  '§3 Monthly brackets 2024: Decreto 44276-H (BLP; Mercans; EY Tax News 2023-12-12; regfollower)';

const UNSKILLED_2024: MinimumWageRule = {
  category: 'unskilled',
  decree: null,
  monthly: colones('358608'),
  daily: null,
  effectiveFrom: '2024-01-01',
  source:
    '§8 Minimum wages 2024: generic unskilled ₡358,608 a month, general increase 1.83 % (La Nación/GN 2023)',
  status: 'sourced',
};

export const CR_RULES_2024: RuleSet = {
  country: 'CR',
  year: 2024,
  effectiveFrom: '2024-01-01',
  effectiveTo: '2024-12-31',
  ccss: {
    worker: [
      contribution('CCSS_SEM_WORKER', 550, '2020-01-01', WORKER_2023_2025),
      contribution('CCSS_IVM_WORKER', 417, '2023-01-01', IVM_2023),
      contribution('BANCO_POPULAR_WORKER', 100, '2020-01-01', WORKER_2023_2025),
    ],
    employer: [
      contribution('CCSS_SEM_EMPLOYER', 925, '2023-01-01', EMPLOYER_2023_2025),
      contribution('CCSS_IVM_EMPLOYER', 542, '2023-01-01', `${EMPLOYER_2023_2025}; ${IVM_2023}`),
      contribution('BANCO_POPULAR_EMPLOYER', 25, '2023-01-01', EMPLOYER_2023_2025),
      contribution('FODESAF_EMPLOYER', 500, '2023-01-01', EMPLOYER_2023_2025),
      contribution('IMAS_EMPLOYER', 50, '2023-01-01', EMPLOYER_2023_2025),
      contribution('INA_EMPLOYER', 150, '2023-01-01', EMPLOYER_2023_2025),
      contribution('LPT_BANCO_POPULAR_EMPLOYER', 25, '2023-01-01', EMPLOYER_2023_2025),
      contribution('LPT_FCL_EMPLOYER', 150, '2023-01-01', EMPLOYER_2023_2025),
      contribution('LPT_ROP_EMPLOYER', 200, '2023-01-01', EMPLOYER_2023_2025),
      contribution('LPT_INS_EMPLOYER', 100, '2023-01-01', EMPLOYER_2023_2025),
    ],
  },
  salaryTax: {
    decree: 'Decreto 44276-H',
    legalRef: 'Ley 7092 arts. 33–34; Decreto 44276-H',
    brackets: sourced(salaryTaxBrackets([929_000, 1_363_000, 2_392_000, 4_783_000]), '2024-01-01', TAX_2024),
    childCredit: sourced(
      colones(1_730),
      '2024-01-01',
      `${TAX_2024}; Mercans: ₡1,730 a month (₡20,760 a year)`,
    ),
    spouseCredit: sourced(
      colones(2_620),
      '2024-01-01',
      `${TAX_2024}; Mercans: ₡2,620 a month (₡31,440 a year)`,
    ),
  },
  minimumWage: UNSKILLED_2024,
  // §8 gives 2024 the generic unskilled figure and one example ("qualified" ₡403,460, no decree cited); the
  // categories start with 2025 (docs/decisions.md).
  minimumWages: { unskilled: UNSKILLED_2024 },
  provisionDefaults: CR_PROVISION_DEFAULTS,
  holidays: {
    definitions: CR_HOLIDAY_DEFINITIONS,
    transfers: [
      // Ley 9875 as amended by Ley 10396 (La Gaceta 236, 20 Dec 2023): 15 Aug 2024 stays on its own date.
      // The reference marks the exact 2024 content of Ley 10396 SOURCED (1): only La Teja's list gives it.
      holidayTransfer(
        'JUAN_SANTAMARIA',
        '2024-04-11',
        '2024-04-15',
        'Código de Trabajo art. 148, transitorio (Ley 9875, reformada por Ley 10396)',
        '§6 Moved holidays 2024: 11 Apr → 15 Apr (La Teja 2024 list; BDS on Ley 10396)',
        'sourced',
      ),
      holidayTransfer(
        'NICOYA_ANNEXATION',
        '2024-07-25',
        '2024-07-29',
        'Código de Trabajo art. 148, transitorio (Ley 9875, reformada por Ley 10396)',
        '§6 Moved holidays 2024: 25 Jul → 29 Jul (La Teja 2024 list; BDS on Ley 10396)',
        'sourced',
      ),
    ],
  },
  labourCode: CR_LABOUR_CODE,
};
