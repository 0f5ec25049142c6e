import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useServerGrid } from './use-server-grid';

describe('useServerGrid', () => {
  it('asks for the first page, sorted as configured, and gives the grid its server props', () => {
    const { result } = renderHook(() =>
      useServerGrid({ initialSort: [{ field: 'name', sort: 'asc' }], pageSize: 25 }),
    );
    expect(result.current.request).toEqual({ page: 1, pageSize: 25 });
    expect(result.current.sortItem).toEqual({ field: 'name', sort: 'asc' });
    const props = result.current.gridProps({ data: { items: [{ id: 1 }], total: 40 }, isFetching: true });
    expect(props).toMatchObject({
      rows: [{ id: 1 }],
      rowCount: 40,
      loading: true,
      paginationMode: 'server',
      sortingMode: 'server',
      filterMode: 'server',
      paginationModel: { page: 0, pageSize: 25 },
    });
    expect(result.current.gridProps({ isFetching: false })).toMatchObject({ rows: [], rowCount: 0 });
  });

  it('goes back to the first page on a new sort or search, and sends the search once typing stops', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() =>
        useServerGrid({ initialSort: [], initialSearch: 'ana', pageSize: 10 }),
      );
      act(() =>
        result.current.gridProps({ isFetching: false }).onPaginationModelChange({ page: 3, pageSize: 10 }),
      );
      expect(result.current.request.page).toBe(4);
      act(() =>
        result.current.gridProps({ isFetching: false }).onSortModelChange([{ field: 'x', sort: 'desc' }]),
      );
      expect(result.current.request.page).toBe(1);
      expect(result.current.sortItem).toEqual({ field: 'x', sort: 'desc' });

      act(() =>
        result.current.gridProps({ isFetching: false }).onPaginationModelChange({ page: 2, pageSize: 10 }),
      );
      act(() => result.current.setSearch('  luis '));
      expect(result.current.request).toEqual({ page: 1, pageSize: 10, search: 'ana' });
      act(() => void vi.advanceTimersByTime(400));
      expect(result.current.request).toEqual({ page: 1, pageSize: 10, search: 'luis' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('pages through the server with column sorting off when the server does not sort', () => {
    const { result } = renderHook(() => useServerGrid({ pageSize: 25, serverSort: false }));
    const props = result.current.gridProps({ isFetching: false });
    expect(props).toMatchObject({ paginationMode: 'server', disableColumnSorting: true });
    expect(result.current.sortItem).toBeUndefined();
    act(() => props.onPaginationModelChange({ page: 2, pageSize: 25 }));
    expect(result.current.request.page).toBe(3);
    act(() => result.current.firstPage());
    expect(result.current.request.page).toBe(1);
  });
});
