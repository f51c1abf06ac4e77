import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';

export interface TableColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Kept on one line in the table (dates). */
  nowrap?: boolean;
}

interface ResponsiveTableProps<T> {
  /** The table's (or the list of cards') accessible name. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** What names a row: the table's row header, the card's title. */
  title: TableColumn<T>;
  columns: readonly TableColumn<T>[];
  /** What can be done to a row: the table's last column, the foot of the row's card. */
  actions?: { header: string; cell: (row: T) => ReactNode };
  /** `data-testid` of each row (table row or card). */
  rowTestId?: string;
  /** Below this the table would scroll sideways: the width it needs. */
  minWidth?: number;
  /** The table inside an outline (when nothing around it frames it). */
  outlined?: boolean;
}

/**
 * A list's rows: a table on a wide screen; below the mobile breakpoint (992 px) a card per row,
 * title first, each value under its column's name and the actions at the foot, so that nothing
 * scrolls sideways and every action stays in sight.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  return narrow ? <RowCards {...props} /> : <RowTable {...props} />;
}

function RowTable<T>(props: ResponsiveTableProps<T>) {
  const { label, rows, rowKey, title, columns, actions, rowTestId, minWidth, outlined } = props;
  return (
    <TableContainer
      component={outlined ? Paper : 'div'}
      variant={outlined ? 'outlined' : undefined}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {[title, ...columns].map(({ key, header }) => (
              <TableCell key={key}>{header}</TableCell>
            ))}
            {actions && <TableCell>{actions.header}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId}>
              <TableCell
                component="th"
                scope="row"
                sx={{ fontWeight: 500, whiteSpace: title.nowrap ? 'nowrap' : undefined }}
              >
                {title.cell(row)}
              </TableCell>
              {columns.map(({ key, cell, nowrap }) => (
                <TableCell key={key} sx={nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {cell(row)}
                </TableCell>
              ))}
              {actions && <TableCell>{actions.cell(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowCards<T>({
  label,
  rows,
  rowKey,
  title,
  columns,
  actions,
  rowTestId,
}: ResponsiveTableProps<T>) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {rows.map((row) => (
        <Paper key={rowKey(row)} component="li" variant="outlined" data-testid={rowTestId}>
          <Box sx={{ px: 2, pt: 1.5, pb: actions ? 1 : 1.5 }}>
            <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {title.cell(row)}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content minmax(0, 1fr)',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
                mt: 1,
                typography: 'body2',
              }}
            >
              {columns.map(({ key, header, cell }) => (
                <Fragment key={key}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {header}
                  </Box>
                  <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                    {cell(row)}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Box>
          {actions && (
            <Box
              role="group"
              aria-label={actions.header}
              // A row with nothing to do (e.g. an accepted invitation) has no foot.
              sx={{
                px: 1,
                py: 0.5,
                borderTop: 1,
                borderColor: 'divider',
                '&:empty': { display: 'none' },
              }}
            >
              {actions.cell(row)}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
