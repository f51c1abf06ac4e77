import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import { pageQuery, readListState, useListState } from '@console/lib/list-state';

describe('readListState', () => {
  it('reads page, size, sort and filters from the query string', () => {
    const state = readListState(
      new URLSearchParams('page=3&size=50&sort=name&order=asc&keyword=zhang'),
      ['keyword', 'status'],
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'name', descending: false },
      filters: { keyword: 'zhang', status: '' },
    });
    expect(pageQuery(state)).toEqual({ pageNum: 3, pageSize: 50 });
  });

  it('falls back to the first page, 20 rows and the default sort for what it cannot read', () => {
    const state = readListState(new URLSearchParams('page=-1&size=7'), [], {
      field: 'createdAt',
      descending: true,
    });
    expect(state).toMatchObject({ page: 1, pageSize: 20, sort: { field: 'createdAt' } });
  });
});

describe('useListState', () => {
  function setUp(initial: string) {
    let router: ReturnType<typeof createMemoryRouter> | undefined;
    const hook = renderHook(() => useListState(['keyword', 'status'] as const), {
      wrapper: ({ children }: { children: ReactNode }) => {
        router ??= createMemoryRouter([{ path: '*', element: children }], {
          initialEntries: [initial],
        });
        return <RouterProvider router={router} />;
      },
    });
    return { hook, search: () => router?.state.location.search };
  }

  it('new filters start at the first page; empty ones leave the URL', () => {
    const { hook, search } = setUp('/list?page=4&keyword=old&status=active');

    act(() => {
      hook.result.current.setFilters({ keyword: ' new ', status: '' });
    });

    expect(search()).toBe('?keyword=new');
    expect(hook.result.current.state).toMatchObject({ page: 1, filters: { keyword: 'new' } });
  });

  it('keeps the filters when paging and sorting', () => {
    const { hook, search } = setUp('/list?keyword=k');

    act(() => {
      hook.result.current.setPage(2, 50);
    });
    expect(search()).toBe('?keyword=k&page=2&size=50');

    act(() => {
      hook.result.current.setSort({ field: 'name', descending: false });
    });
    expect(search()).toBe('?keyword=k&size=50&sort=name&order=asc');
  });
});
