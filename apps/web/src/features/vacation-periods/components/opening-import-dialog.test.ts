import { describe, expect, it } from 'vitest';
import { parseOpenings } from './opening-import-dialog';

describe('parseOpenings', () => {
  it('reads number;days;date;reason rows, skipping a header, with optional date and reason', () => {
    const { rows, unreadable } = parseOpenings(
      'Número;Días;Fecha;Motivo\n12;6,5;30/06/2026;Sistema anterior\n14\t3\n15,2.25,2026-01-31\nx;1\n16;2;31-12-2026',
    );
    expect(rows).toEqual([
      { row: 2, num_empleado: 12, days: 6.5, effectiveDate: '2026-06-30', reason: 'Sistema anterior' },
      { row: 3, num_empleado: 14, days: 3 },
      { row: 4, num_empleado: 15, days: 2.25, effectiveDate: '2026-01-31' },
    ]);
    expect(unreadable).toEqual([5, 6]);
  });
});
