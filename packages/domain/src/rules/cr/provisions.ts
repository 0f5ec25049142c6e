import type { ProvisionRates } from '../types';
import { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './builders';

// Accrual rates for the accounting summary (reference §11). No official rate exists: these are the
// conventional defaults each company may override (`PayrollPolicy.provisionRates`). Being conventions, not
// law, they have no date of their own: `EFFECTIVE_DATE_NOT_IN_REFERENCE`.
export const CR_PROVISION_DEFAULTS: ProvisionRates = {
  aguinaldo: {
    value: 833,
    effectiveFrom: EFFECTIVE_DATE_NOT_IN_REFERENCE,
    source: '§11 Provisions: aguinaldo 8.33 % (= 1/12) of gross (Labor Law Corp; community payroll code)',
    status: 'sourced',
  },
  vacation: {
    value: 417,
    effectiveFrom: EFFECTIVE_DATE_NOT_IN_REFERENCE,
    source:
      '§11 Provisions: vacations "per policy (≈ 4.17 %)" = 1/24; alternatives 4.16 %, 4.0 % (14 ÷ 350), 3.33 %',
    status: 'unconfirmed',
  },
  cesantia: {
    value: 533,
    effectiveFrom: EFFECTIVE_DATE_NOT_IN_REFERENCE,
    source:
      '§11 Provisions: cesantía 5.33 % (Labor Law Corp); Araya & Durán give a 5.42–6.11 % range (days ÷ 360)',
    status: 'sourced',
  },
};
