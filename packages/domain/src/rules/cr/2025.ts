import { colones } from '../../money/money';
import type { RuleSet } from '../types';
import { contribution, salaryTaxBrackets, sourced } from './builders';
import { CR_HOLIDAY_DEFINITIONS } from './holiday-law';
import { CR_LABOUR_CODE } from './labour-code';
import { CR_MINIMUM_WAGES_2025 } from './minimum-wages';
import { CR_PROVISION_DEFAULTS } from './provisions';

const WORKER_2023_2025 = '§1 CCSS worker deductions: Auxadi table 2023–2025 (total 10.67 %)';
const IVM_2023 =
  '§1 IVM schedule: La Nación 2023 (EY Law), 4.00 → 4.17 % from Jan 2023, "rigen hasta el 31 de diciembre del 2025"';
const EMPLOYER_2023_2025 = '§2 Employer charges: CCSS-format table, Auxadi 2023–2025 (total 26.67 %)';
const TAX_2025 =
  '§3 Monthly brackets 2025: Decreto 44772-H (BLP; Mercans; BDS Asesores, Alcance 195 to La Gaceta 227; El Financiero)';

export const CR_RULES_2025: RuleSet = {
  country: 'CR',
  year: 2025,
  effectiveFrom: '2025-01-01',
  effectiveTo: '2025-12-31',
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
    decree: 'Decreto 44772-H',
    legalRef: 'Ley 7092 arts. 33–34; Decreto 44772-H',
    brackets: sourced(salaryTaxBrackets([922_000, 1_352_000, 2_373_000, 4_745_000]), '2025-01-01', TAX_2025),
    childCredit: sourced(colones(1_720), '2025-01-01', `${TAX_2025}; Mercans and BDS: ₡1,720 a month`),
    spouseCredit: sourced(colones(2_600), '2025-01-01', `${TAX_2025}; Mercans and BDS: ₡2,600 a month`),
  },
  minimumWage: CR_MINIMUM_WAGES_2025.unskilled!,
  minimumWages: CR_MINIMUM_WAGES_2025,
  provisionDefaults: CR_PROVISION_DEFAULTS,
  holidays: {
    definitions: CR_HOLIDAY_DEFINITIONS,
    // §6: 2025 and 2026 have no transfers (El Financiero 2025-09-15 and 2026-01-06; La Nación 2026-01-02).
    transfers: [],
  },
  labourCode: CR_LABOUR_CODE,
};
