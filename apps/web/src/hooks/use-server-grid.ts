import type { GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
import { emptySelection } from '../lib/grid-selection';
import { useDebouncedValue } from './use-debounced-value';

/** What a server-paginated list call answers. */
type Page<R> = { items: R[]; total: number };

type Options = {
  /** Column sorted when the list opens (ignored without `serverSort`). */
  initialSort?: GridSortModel;
  /** Search text when the list opens (e.g. from the URL). */
  initialSearch?: string;
  pageSize: number;
  /** Whether the server sorts the list (default). Without it, the grid's column sorting is off. */
  serverSort?: boolean;
  /**
   * What the header's "select all" selects: `matching`, every row the list's filters match on every page (the
   * model becomes "all except the unticked"; the server action must take `all` + `except`: read it with
   * `lib/grid-selection.ts`); `page` (default), the rows of the page shown, ticked one by one, for actions
   * that take only a list of keys.
   */
  selectAll?: 'matching' | 'page';
};

/**
 * The wiring of a DataGrid paged, sorted and searched by the server (employees, users, schedules): the state,
 * the request's `page` (1-based), `pageSize` and debounced `search`, and the grid's props. A new search, sort or
 * filter goes back to the first page.
 */
export const useServerGrid = ({
  initialSort = [],
  initialSearch = '',
  pageSize,
  serverSort = true,
  selectAll = 'page',
}: Options) => {
  const [search, setSearchText] = useState(initialSearch);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sort, setSort] = useState<GridSortModel>(initialSort);
  const [selection, setSelection] = useState<GridRowSelectionModel>(emptySelection);
  const clearSelection = useCallback(() => setSelection(emptySelection()), []);

  /** Back to the first page; the selection is cleared too (a new filter changes what "all" means). */
  const firstPage = useCallback(() => {
    setPagination((current) => ({ ...current, page: 0 }));
    setSelection(emptySelection());
  }, []);
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      firstPage();
    },
    [firstPage],
  );
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      setSort(model);
      firstPage();
    },
    [firstPage],
  );

  /** Page, size and search of the request; sorting is mapped by the caller from `sortItem`. */
  const request = {
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };

  /** The DataGrid props for the answer of the list query. */
  const gridProps = <R>(query: { data?: Page<R> | undefined; isFetching: boolean }) => ({
    rows: query.data?.items ?? [],
    rowCount: query.data?.total ?? 0,
    loading: query.isFetching,
    paginationMode: 'server' as const,
    sortingMode: 'server' as const,
    filterMode: 'server' as const,
    paginationModel: pagination,
    onPaginationModelChange: setPagination,
    sortModel: sort,
    onSortModelChange,
    sortingOrder: ['asc' as const, 'desc' as const],
    disableColumnSorting: !serverSort,
    autoHeight: true,
    rowSelectionModel: selection,
    onRowSelectionModelChange: setSelection,
    // Ticks survive paging; with `page`, the header ticks the page's rows one by one (an include model).
    keepNonExistentRowsSelected: true,
    checkboxSelectionVisibleOnly: selectAll === 'page',
  });

  return {
    search,
    setSearch,
    debouncedSearch,
    sortItem: serverSort ? sort[0] : undefined,
    request,
    firstPage,
    gridProps,
    /** The rows selected (read with `lib/grid-selection.ts`: `selectionCount`, `selectionRequest`). */
    selection,
    clearSelection,
  };
};
