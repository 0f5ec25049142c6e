import type { ImportJob, ImportProblem } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  fileSize,
  jobPercent,
  problemGridRows,
  problemsByRow,
  rowsWithProblems,
  toMegabytes,
} from './import-logic';

const problem = (row: number, column: string, reason = 'La opción elegida no existe.'): ImportProblem => ({
  row,
  column,
  field: null,
  value: 'x',
  reason,
});

describe('problemsByRow', () => {
  it('groups the problems by file row, rows ascending, problems in their order', () => {
    const grouped = problemsByRow([
      problem(5, 'salario'),
      problem(3, 'iban'),
      problem(5, 'fecha_ingreso'),
      problem(1, 'horario', 'Este campo es obligatorio.'),
    ]);
    expect(grouped.map((g) => g.row)).toEqual([1, 3, 5]);
    expect(grouped[2]?.problems.map((p) => p.column)).toEqual(['salario', 'fecha_ingreso']);
  });

  it('gives nothing for no problems', () => {
    expect(problemsByRow([])).toEqual([]);
  });
});

describe('rowsWithProblems', () => {
  it('counts each employee row once and leaves the header row out', () => {
    expect(
      rowsWithProblems([problem(1, 'horario'), problem(3, 'iban'), problem(5, 'a'), problem(5, 'b')]),
    ).toBe(2);
  });
});

describe('problemGridRows', () => {
  it('gives each problem its own id, also several in one row', () => {
    const rows = problemGridRows([problem(5, 'a'), problem(5, 'b')]);
    expect(rows.map((r) => r.id)).toEqual([0, 1]);
    expect(rows[1]).toMatchObject({ row: 5, column: 'b' });
  });
});

describe('jobPercent', () => {
  const job = (status: ImportJob['status'], processed: number, total: number) => ({
    status,
    processed,
    total,
  });
  it('is processed / total while running', () => {
    expect(jobPercent(job('running', 250, 1000))).toBe(25);
    expect(jobPercent(job('running', 0, 0))).toBe(0);
    expect(jobPercent(job('running', 12, 10))).toBe(100);
  });
  it('is complete once the job ended, even with nothing to do', () => {
    expect(jobPercent(job('succeeded', 0, 0))).toBe(100);
    expect(jobPercent(job('failed', 3, 10))).toBe(100);
  });
});

describe('checkFile', () => {
  const MB = 1024 * 1024;
  it('accepts the listed extensions in any case within the limit', () => {
    expect(checkFile({ name: 'empleados.XLSX', size: MB }, ['.xlsx', '.csv'], 5 * MB)).toBeNull();
    expect(checkFile({ name: 'e.csv', size: 5 * MB }, ['.xlsx', '.csv'], 5 * MB)).toBeNull();
  });
  it('refuses other types, empty files and files over the limit', () => {
    expect(checkFile({ name: 'e.xls', size: 10 }, ['.xlsx', '.csv'], 5 * MB)).toBe('type');
    expect(checkFile({ name: 'e.csv', size: 0 }, ['.xlsx', '.csv'], 5 * MB)).toBe('empty');
    expect(checkFile({ name: 'e.csv', size: 5 * MB + 1 }, ['.xlsx', '.csv'], 5 * MB)).toBe('size');
  });
});

describe('toMegabytes', () => {
  it('rounds to one decimal', () => {
    expect(toMegabytes(5 * 1024 * 1024)).toBe(5);
    expect(toMegabytes(1536 * 1024)).toBe(1.5);
    expect(toMegabytes(380_000_000)).toBe(362.4);
  });
});

describe('fileSize', () => {
  it('shows kilobytes below a megabyte and megabytes above', () => {
    expect(fileSize(200)).toEqual({ unit: 'kb', value: 1 });
    expect(fileSize(300 * 1024)).toEqual({ unit: 'kb', value: 300 });
    expect(fileSize(2.25 * 1024 * 1024)).toEqual({ unit: 'mb', value: 2.3 });
  });
});
