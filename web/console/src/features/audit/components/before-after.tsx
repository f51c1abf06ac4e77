import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { changedFields, type Snapshot } from '@console/features/audit/changed-fields';

/** What an entry changed: each field before and after, side by side, changes marked. */
export function BeforeAfter({ before, after }: { before: Snapshot; after: Snapshot }) {
  const { t } = useTranslation();
  const rows = changedFields(before, after);
  if (rows.length === 0) {
    return <Typography color="text.secondary">{t('audit.entry.noChanges')}</Typography>;
  }
  const cell = {
    fontFamily: 'monospace',
    fontSize: 13,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  } as const;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('audit.entry.changes')} sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '24%' }}>{t('audit.entry.field')}</TableCell>
            <TableCell>{t('audit.entry.before')}</TableCell>
            <TableCell>{t('audit.entry.after')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              sx={
                row.changed
                  ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.08) }
                  : undefined
              }
            >
              <TableCell sx={cell}>
                {row.key}
                {row.changed && (
                  <Box
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary', fontFamily: 'inherit' }}
                  >
                    {t('audit.entry.changed')}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={cell}>{row.before}</TableCell>
              <TableCell sx={cell}>{row.after}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
