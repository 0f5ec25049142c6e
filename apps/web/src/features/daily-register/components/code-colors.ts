import type { AttendanceCode } from '@planilla/contracts';

/** The chip colour of each attendance code (the grid, the date's counts). */
export const CODE_COLORS: Record<
  AttendanceCode,
  'default' | 'success' | 'info' | 'error' | 'warning' | 'secondary' | 'primary'
> = {
  R: 'success',
  E: 'primary',
  A: 'error',
  S: 'warning',
  V: 'info',
  I: 'secondary',
  '+': 'success',
  '-': 'error',
};
