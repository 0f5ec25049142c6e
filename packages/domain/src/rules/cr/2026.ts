import { colones } from '../../money/money';
import type { RuleSet } from '../types';
import { contribution, salaryTaxBrackets, sourced } from './builders';
import { CR_HOLIDAY_DEFINITIONS } from './holiday-law';
import { CR_LABOUR_CODE } from './labour-code';
import { CR_MINIMUM_WAGES_2026 } from './minimum-wages';
import { CR_PROVISION_DEFAULTS } from './provisions';

const WORKER_2026 =
  '§1 CCSS worker deductions: SCP table 2026 (total 10.83 %; La Nación 2025-12-16; TicosLand)';
const IVM_2026 =
  '§1 IVM schedule: La Teja 2025-12-21 quoting CCSS, 4.17 → 4.33 % (worker) and 5.42 → 5.58 % (employer) from 1 Jan 2026; next change 1 Jan 2029';
const EMPLOYER_2026 = '§2 Employer charges: CCSS-format table, Auxadi 2023–2025 and SCP 2026 (total 26.83 %)';
const TAX_2026 =
  '§3 Monthly brackets 2026: Decreto 45333-H (El Financiero; La Teja 2025-12-08, La Gaceta 5 Dec 2025; El Financiero 2026-02-25)';

export const CR_RULES_2026: RuleSet = {
  country: 'CR',
  year: 2026,
  effectiveFrom: '2026-01-01',
  effectiveTo: '2026-12-31',
  ccss: {
    worker: [
      contribution('CCSS_SEM_WORKER', 550, '2020-01-01', WORKER_2026),
      contribution('CCSS_IVM_WORKER', 433, '2026-01-01', IVM_2026),
      contribution('BANCO_POPULAR_WORKER', 100, '2020-01-01', WORKER_2026),
    ],
    employer: [
      contribution('CCSS_SEM_EMPLOYER', 925, '2023-01-01', EMPLOYER_2026),
      contribution('CCSS_IVM_EMPLOYER', 558, '2026-01-01', `${EMPLOYER_2026}; ${IVM_2026}`),
      contribution('BANCO_POPULAR_EMPLOYER', 25, '2023-01-01', EMPLOYER_2026),
      contribution('FODESAF_EMPLOYER', 500, '2023-01-01', EMPLOYER_2026),
      contribution('IMAS_EMPLOYER', 50, '2023-01-01', EMPLOYER_2026),
      contribution('INA_EMPLOYER', 150, '2023-01-01', EMPLOYER_2026),
      contribution(
        'LPT_BANCO_POPULAR_EMPLOYER',
        25,
        '2023-01-01',
        `${EMPLOYER_2026}; SCP shows both Banco Popular lines combined as 0.5 %`,
      ),
      contribution('LPT_FCL_EMPLOYER', 150, '2023-01-01', EMPLOYER_2026),
      contribution('LPT_ROP_EMPLOYER', 200, '2023-01-01', EMPLOYER_2026),
      contribution('LPT_INS_EMPLOYER', 100, '2023-01-01', EMPLOYER_2026),
    ],
  },
  salaryTax: {
    decree: 'Decreto 45333-H',
    legalRef: 'Ley 7092 arts. 33–34; Decreto 45333-H',
    brackets: sourced(salaryTaxBrackets([918_000, 1_347_000, 2_364_000, 4_727_000]), '2026-01-01', TAX_2026),
    childCredit: sourced(colones(1_710), '2026-01-01', `${TAX_2026}; La Teja: ₡1,710 a month`),
    spouseCredit: sourced(colones(2_590), '2026-01-01', `${TAX_2026}; La Teja: ₡2,590 a month`),
  },
  minimumWage: CR_MINIMUM_WAGES_2026.unskilled!,
  minimumWages: CR_MINIMUM_WAGES_2026,
  provisionDefaults: CR_PROVISION_DEFAULTS,
  holidays: {
    definitions: CR_HOLIDAY_DEFINITIONS,
    // §6: 2025 and 2026 have no transfers (El Financiero 2026-01-06; La Nación 2026-01-02).
    transfers: [],
  },
  labourCode: CR_LABOUR_CODE,
};
