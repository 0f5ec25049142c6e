import { describe, expect, it } from 'vitest';
import { parseEarnings } from './aguinaldo-panels';

describe('parseEarnings', () => {
  it('reads number;month;amount rows as a spreadsheet writes them, skipping a header', () => {
    const { rows, unreadable } = parseEarnings(
      'Número;Mes;Monto\n12;2025-12;450 000,50\n12\t01/2026\t₡450.000,00\n\n7,2026-02,1000\nx;2026-13;5',
    );
    expect(rows).toEqual([
      { row: 2, num_empleado: 12, month: '2025-12', amount: 45_000_050 },
      { row: 3, num_empleado: 12, month: '2026-01', amount: 45_000_000 },
      { row: 5, num_empleado: 7, month: '2026-02', amount: 100_000 },
    ]);
    expect(unreadable).toEqual([6]);
  });
});
