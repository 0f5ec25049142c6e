import { colones, type BasisPoints } from '../../money/money';
import type {
  CcssEmployerLineCode,
  CcssWorkerLineCode,
  ContributionRule,
  RuleStatus,
  Sourced,
  TaxBracket,
} from '../types';

// Small constructors so that each year's file reads as a table of figures and their sources.

/**
 * `effectiveFrom` of a rule whose legal text is cited here without the date of the version in force: the Código de Trabajo articles, the Constitución, Ley 2412 (aguinaldo), the Ley de Protección al
 * Trabajador reform of art. 29, the art. 148 holidays older than Ley 9803, and the conventional provision
 * rates (no legal text at all). It means "in force before every date this engine computes (2020 onwards)";
 * it is not the date of any law and must not be shown as one. Replace it with the date of the text (its
 * publication in La Gaceta) once recorded (the README's rule tables list which rules still carry it).
 */
export const EFFECTIVE_DATE_NOT_IN_REFERENCE = '1900-01-01';

const CCSS_LEGAL_REFS: Readonly<Record<CcssWorkerLineCode | CcssEmployerLineCode, string>> = {
  CCSS_SEM_WORKER: 'CCSS, Seguro de Enfermedad y Maternidad (cuota obrera)',
  CCSS_IVM_WORKER: 'CCSS, Reglamento del Seguro de Invalidez, Vejez y Muerte (reforma JD sesión 9038, 2019)',
  BANCO_POPULAR_WORKER: 'Ley de Protección al Trabajador: aporte obrero al Banco Popular',
  CCSS_SEM_EMPLOYER: 'CCSS, Seguro de Enfermedad y Maternidad (cuota patronal)',
  CCSS_IVM_EMPLOYER:
    'CCSS, Reglamento del Seguro de Invalidez, Vejez y Muerte (reforma JD sesión 9038, 2019)',
  BANCO_POPULAR_EMPLOYER: 'Planilla CCSS, otras instituciones: cuota patronal Banco Popular',
  FODESAF_EMPLOYER: 'Planilla CCSS, otras instituciones: Asignaciones Familiares (FODESAF)',
  IMAS_EMPLOYER: 'Planilla CCSS, otras instituciones: IMAS',
  INA_EMPLOYER: 'Planilla CCSS, otras instituciones: INA',
  LPT_BANCO_POPULAR_EMPLOYER: 'Ley de Protección al Trabajador: aporte patrono Banco Popular',
  LPT_FCL_EMPLOYER: 'Ley de Protección al Trabajador: Fondo de Capitalización Laboral',
  LPT_ROP_EMPLOYER: 'Ley de Protección al Trabajador: Fondo de Pensiones Complementarias (ROP)',
  LPT_INS_EMPLOYER:
    'Ley de Protección al Trabajador: línea "INS" de la planilla CCSS (no es la póliza de Riesgos del Trabajo)',
};

export function contribution<Code extends CcssWorkerLineCode | CcssEmployerLineCode>(
  code: Code,
  rate: BasisPoints,
  effectiveFrom: string,
  source: string,
  status: RuleStatus = 'confirmed',
): ContributionRule<Code> {
  return { code, rate, effectiveFrom, source, status, legalRef: CCSS_LEGAL_REFS[code] };
}

export function sourced<T>(
  value: T,
  effectiveFrom: string,
  source: string,
  status: RuleStatus = 'confirmed',
): Sourced<T> {
  return { value, effectiveFrom, source, status };
}

/**
 * Monthly salary-tax bands from the four thresholds of a decree, in colones: exempt up to the first,
 * then 10 %, 15 %, 20 % and 25 % on the excess over each threshold (Ley 7092 art. 33).
 */
export function salaryTaxBrackets(
  thresholds: readonly [number, number, number, number],
): readonly TaxBracket[] {
  const [exempt, second, third, fourth] = thresholds.map((value) => colones(value));
  if (exempt === undefined || second === undefined || third === undefined || fourth === undefined) {
    throw new Error('four thresholds are required');
  }
  return [
    { from: colones(0), to: exempt, rate: 0 },
    { from: exempt, to: second, rate: 1_000 },
    { from: second, to: third, rate: 1_500 },
    { from: third, to: fourth, rate: 2_000 },
    { from: fourth, to: null, rate: 2_500 },
  ];
}
