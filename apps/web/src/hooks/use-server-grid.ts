import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useState } from 'react';
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
}: Options) => {
  const [search, setSearchText] = useState(initialSearch);
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sort, setSort] = useState<GridSortModel>(initialSort);

  const firstPage = useCallback(() => setPagination((current) => ({ ...current, page: 0 })), []);
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
  });

  return {
    search,
    setSearch,
    debouncedSearch,
    sortItem: serverSort ? sort[0] : undefined,
    request,
    firstPage,
    gridProps,
  };
};
