import type { GridRowId } from '@mui/x-data-grid';
import type { AttendanceDayItem } from '@planilla/contracts';
import type { SelectionRequest } from '../../../lib/grid-selection';

// A day of extra hours is keyed by employee and date (the grid's row id).
export type Day = AttendanceDayItem;
export type DayRef = { num_empleado: number; date: string };
export const dayKey = (d: DayRef) => `${d.num_empleado}|${d.date}`;
export const dayOfKey = (id: GridRowId): DayRef => {
  const [num, date] = String(id).split('|');
  return { num_empleado: Number(num), date: date! };
};
export const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'default' } as const;

/** A dialog's target: one day to adjust, or the selection (ticked days, or all matching) to reject. */
export type Pending =
  { action: 'adjust'; day: Day } | { action: 'reject'; target: SelectionRequest<DayRef>; count: number };
