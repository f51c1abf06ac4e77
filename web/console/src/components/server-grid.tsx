import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { enUS, zhCN } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';

import { type ListControls, PAGE_SIZES } from '@console/lib/list-state';
import { useLanguage } from '@/i18n/use-language';

// The grid's own texts (pagination, 'no rows', sort labels) in the app's language.
const GRID_TEXTS = {
  'zh-CN': zhCN.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
};

interface ServerGridProps<Row extends GridValidRowModel> {
  /** Names the table for screen readers. */
  label: string;
  columns: GridColDef<Row>[];
  rows: readonly Row[];
  /**
   * Rows on every page together, as the server counted them; undefined until it answers (the
   * grid would otherwise take the list for empty and move a deep link back to page 1).
   */
  total: number | undefined;
  loading: boolean;
  getRowId: (row: Row) => GridRowId;
  list: Pick<ListControls<string>, 'state' | 'setPage' | 'setSort'>;
  /** Whether the server sorts this list (by the columns not marked `sortable: false`). */
  sortable?: boolean;
  onRowClick?: (row: Row) => void;
}

/**
 * A table of one page of a server list: the server pages, sorts and filters (the state is the
 * URL's, `useListState`), the grid only shows. At most 100 rows a page, so every row is
 * rendered (no virtualisation: find-in-page and tests see them all).
 */
export function ServerGrid<Row extends GridValidRowModel>({
  label,
  columns,
  rows,
  total,
  loading,
  getRowId,
  list,
  sortable = false,
  onRowClick,
}: ServerGridProps<Row>) {
  const { state, setPage, setSort } = list;
  const language = useLanguage();
  // Stable between renders: the grid takes a new sort model for a change and goes to page 1.
  const sortField = state.sort?.field;
  const descending = state.sort?.descending;
  const sortModel = useMemo(
    (): GridSortModel =>
      sortField === undefined ? [] : [{ field: sortField, sort: descending ? 'desc' : 'asc' }],
    [sortField, descending],
  );
  const paginationModel = useMemo(
    () => ({ page: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );

  return (
    <Box sx={{ width: '100%', bgcolor: 'background.paper' }}>
      <DataGrid<Row>
        aria-label={label}
        localeText={GRID_TEXTS[language]}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        loading={loading}
        autoHeight
        disableVirtualization
        disableColumnMenu
        disableColumnFilter
        disableRowSelectionOnClick
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        rowCount={total ?? -1}
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => {
          if (model.page + 1 !== state.page || model.pageSize !== state.pageSize) {
            setPage(model.page + 1, model.pageSize);
          }
        }}
        disableColumnSorting={!sortable}
        sortingOrder={['desc', 'asc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const [first] = model;
          setSort(
            first?.sort ? { field: first.field, descending: first.sort === 'desc' } : undefined,
          );
        }}
        onRowClick={
          onRowClick &&
          ((params: GridRowParams<Row>) => {
            onRowClick(params.row);
          })
        }
        sx={{
          // primary.dark keeps 4.5:1 on a hovered row's tint, where the main blue would not.
          '& .MuiDataGrid-cell .MuiLink-root': { color: 'primary.dark' },
          '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
        }}
      />
    </Box>
  );
}
