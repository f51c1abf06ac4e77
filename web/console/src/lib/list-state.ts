import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// A list's state lives in the URL (pagination, sorting, filters), so a reload, the back button
// and a shared link all show the same page of the same search. Filters are text as typed;
// `page` counts from 1 in the URL and in the server's `pageNum`.

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface ListSort {
  field: string;
  descending: boolean;
}

export interface ListState<F extends string> {
  page: number;
  pageSize: number;
  sort: ListSort | undefined;
  filters: Readonly<Record<F, string>>;
}

function positive(text: string | null, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function pageSize(text: string | null): number {
  const size = positive(text, DEFAULT_PAGE_SIZE);
  return PAGE_SIZES.some((allowed) => allowed === size) ? size : DEFAULT_PAGE_SIZE;
}

/** Reads a list's state from `params`: `page`, `size`, `sort`, `order` and the filters. */
export function readListState<F extends string>(
  params: URLSearchParams,
  filterNames: readonly F[],
  defaultSort?: ListSort,
): ListState<F> {
  const field = params.get('sort');
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  ) as Record<F, string>;
  return {
    page: positive(params.get('page'), 1),
    pageSize: pageSize(params.get('size')),
    sort: field ? { field, descending: params.get('order') !== 'asc' } : defaultSort,
    filters,
  };
}

/** The server's paging fields for a list state. */
export function pageQuery(state: ListState<string>): { pageNum: number; pageSize: number } {
  return { pageNum: state.page, pageSize: state.pageSize };
}

/** A list's state in the URL, and the ways to change it (each change is a history entry). */
export function useListState<F extends string>(filterNames: readonly F[], defaultSort?: ListSort) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(
    () => readListState(params, filterNames, defaultSort),
    // `filterNames` and `defaultSort` are constants of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      });
    },
    [setParams],
  );

  const setPage = useCallback(
    (page: number, size: number) => {
      update((next) => {
        next.set('page', String(page));
        next.set('size', String(size));
      });
    },
    [update],
  );

  const setSort = useCallback(
    (sort: ListSort | undefined) => {
      update((next) => {
        if (sort === undefined) {
          next.delete('sort');
          next.delete('order');
        } else {
          next.set('sort', sort.field);
          next.set('order', sort.descending ? 'desc' : 'asc');
        }
        next.delete('page');
      });
    },
    [update],
  );

  /** New filters start again at the first page; empty ones leave the URL. */
  const setFilters = useCallback(
    (filters: Partial<Record<F, string>>) => {
      update((next) => {
        for (const name of filterNames) {
          const value = (filters[name] ?? '').trim();
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update],
  );

  return { state, setPage, setSort, setFilters };
}

export type ListControls<F extends string> = ReturnType<typeof useListState<F>>;
