import { describe, expect, it } from 'vitest';
import { emptySelection, isRowSelected, selectionCount, selectionRequest } from './grid-selection';

const include = (...ids: string[]) => ({ type: 'include' as const, ids: new Set(ids) });
const exclude = (...ids: string[]) => ({ type: 'exclude' as const, ids: new Set(ids) });
const key = (id: string | number) => {
  const [n, date] = String(id).split('|');
  return { num_empleado: Number(n), date };
};

describe('a grid selection, read once for every grid', () => {
  it.each([
    { name: 'nothing ticked', model: emptySelection(), total: 40, count: 0 },
    { name: 'two ticked', model: include('7|2026-11-18', '8|2026-11-18'), total: 40, count: 2 },
    // The header's select-all of a server-paged list: every matching row, not the 0 of `ids.size`.
    { name: 'select-all', model: exclude(), total: 40, count: 40 },
    { name: 'select-all less one unticked', model: exclude('7|2026-11-18'), total: 40, count: 39 },
    { name: 'select-all of an empty list', model: exclude(), total: 0, count: 0 },
  ])('$name counts $count', ({ model, total, count }) => {
    expect(selectionCount(model, total)).toBe(count);
  });

  it('tells whether a row is selected under either model', () => {
    expect(isRowSelected(include('a'), 'a')).toBe(true);
    expect(isRowSelected(include('a'), 'b')).toBe(false);
    expect(isRowSelected(exclude('a'), 'a')).toBe(false);
    expect(isRowSelected(exclude('a'), 'b')).toBe(true);
  });

  it('turns the selection into what a server action takes: the keys, or all matching less the unticked', () => {
    expect(selectionRequest(include('7|2026-11-18'), key)).toEqual({
      kind: 'some',
      keys: [{ num_empleado: 7, date: '2026-11-18' }],
    });
    expect(selectionRequest(exclude(), key)).toEqual({ kind: 'all', except: [] });
    expect(selectionRequest(exclude('9|2026-11-19'), key)).toEqual({
      kind: 'all',
      except: [{ num_empleado: 9, date: '2026-11-19' }],
    });
  });
});
