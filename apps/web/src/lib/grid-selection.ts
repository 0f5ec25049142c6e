import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

/**
 * What a DataGrid's row selection means, read in one place. MUI X 8 answers `{ type: 'include', ids }` (the
 * rows ticked) or, after the header's "select all", `{ type: 'exclude', ids }` (every row but those unticked):
 * reading `ids.size` as the count makes a select-all "0". On a server-paged grid "every row" is every row the
 * list's filters match, on every page, so `total` (the list's count) is the count and the server resolves it.
 */

export const emptySelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

/** How many rows are selected, out of `total` rows the list's filters match. */
export const selectionCount = (model: GridRowSelectionModel, total: number): number =>
  model.type === 'include' ? model.ids.size : Math.max(0, total - model.ids.size);

/** Whether one row is selected. */
export const isRowSelected = (model: GridRowSelectionModel, id: GridRowId): boolean =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

/**
 * The selection as a server action takes it: the keys ticked, or "all matching, except these keys". `keyOf`
 * turns a grid row id back into the action's key (a number, a `{ num_empleado, date }`).
 */
export type SelectionRequest<K> = { kind: 'some'; keys: K[] } | { kind: 'all'; except: K[] };

export const selectionRequest = <K>(
  model: GridRowSelectionModel,
  keyOf: (id: GridRowId) => K,
): SelectionRequest<K> =>
  model.type === 'include'
    ? { kind: 'some', keys: [...model.ids].map(keyOf) }
    : { kind: 'all', except: [...model.ids].map(keyOf) };
