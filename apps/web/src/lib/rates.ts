/** Rates travel as basis points (1 bp = 0.01 %, integers); people read and type them in percent. */

/** Basis points as a percentage number (550 → 5.5). */
export const percentOf = (basisPoints: number): number => basisPoints / 100;

/** A percentage as typed (5.5) in basis points (550), rounded to the nearest one. */
export const basisPointsOf = (percent: number): number => Math.round(percent * 100);
