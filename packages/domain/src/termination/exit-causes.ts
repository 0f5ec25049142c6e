import type { TerminationCause } from './termination-settlement';

/**
 * The legal cause (what the settlement owes) behind each built-in exit type of the catalog
 * (`exit_types.code`), with the law that says so. Pending salary, vacations and the proportional aguinaldo are
 * owed on every exit; preaviso and cesantía only where the cause says (see `terminationSettlement`).
 */
export const EXIT_TYPE_CAUSES = {
  /** The worker resigns: neither preaviso nor cesantía (CT art. 28 binds the worker to give notice). */
  resignation: { cause: 'resignation', legalRef: 'Código de Trabajo art. 28: renuncia' },
  /** Dismissal for a just cause of art. 81: neither preaviso nor cesantía. */
  dismissal_without_liability: {
    cause: 'dismissal_with_cause',
    legalRef: 'Código de Trabajo art. 81: despido sin responsabilidad patronal (justa causa)',
  },
  /** Dismissal without a just cause: preaviso and cesantía (arts. 28, 29). */
  dismissal_with_liability: {
    cause: 'dismissal_without_cause',
    legalRef: 'Código de Trabajo arts. 28 y 29: despido con responsabilidad patronal',
  },
  /** Ends by agreement; the catalog marks it with employer liability: cesantía, no preaviso (nobody is dismissed). */
  mutual_agreement: {
    cause: 'not_attributable',
    legalRef: 'Código de Trabajo art. 29: terminación por mutuo acuerdo con responsabilidad patronal',
  },
  /** A fixed-term contract reaches its end (art. 31 governs an early end): nothing beyond the worker's rights. */
  contract_end: {
    cause: 'resignation',
    legalRef: 'Código de Trabajo arts. 26 y 31: fin del contrato a plazo fijo',
  },
  /** Within the trial period (first 3 months, art. 28): neither preaviso nor cesantía. */
  probation: { cause: 'resignation', legalRef: 'Código de Trabajo art. 28: período de prueba' },
  /** Retirement on a pension: cesantía (art. 85 d), no preaviso. */
  retirement: {
    cause: 'not_attributable',
    legalRef: 'Código de Trabajo art. 85 inciso d): jubilación o pensión, con cesantía',
  },
  /** Death of the worker: cesantía to the beneficiaries (art. 85 a), no preaviso. */
  death: {
    cause: 'not_attributable',
    legalRef: 'Código de Trabajo art. 85 inciso a): muerte del trabajador, cesantía a sus causahabientes',
  },
} as const satisfies Record<string, { cause: TerminationCause; legalRef: string }>;

export type ExitTypeCode = keyof typeof EXIT_TYPE_CAUSES;

/**
 * The cause of an exit type: a built-in code by the table above; a company's own type (no code) by its
 * employer-liability flag (with liability: as a dismissal without cause; without: as a resignation).
 */
export function terminationCauseOf(
  code: string | null,
  employerLiability: boolean,
): { readonly cause: TerminationCause; readonly legalRef: string } {
  const known =
    code === null
      ? undefined
      : (EXIT_TYPE_CAUSES as Record<string, { cause: TerminationCause; legalRef: string }>)[code];
  if (known) return known;
  return employerLiability
    ? {
        cause: 'dismissal_without_cause',
        legalRef: 'Código de Trabajo arts. 28 y 29: salida con responsabilidad patronal',
      }
    : { cause: 'resignation', legalRef: 'Código de Trabajo art. 28: salida sin responsabilidad patronal' };
}
