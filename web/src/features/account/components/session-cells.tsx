import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';

import type { SessionRow } from '@/features/account/api/get-sessions';
import { deviceLabel, placeLabel } from '@/features/account/session-labels';

/** The device, and a tag for the session this page is using and for an idle-locked one. */
export function DeviceCell({ row, t }: { row: SessionRow; t: TFunction }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {deviceLabel(row, t)}
      </Typography>
      {row.current && (
        <Chip size="small" color="primary" label={t('account.sessions.thisDevice')} />
      )}
      {row.locked && <Chip size="small" variant="outlined" label={t('account.sessions.locked')} />}
    </Stack>
  );
}

export function PlaceCell({
  row,
  t,
  language,
}: {
  row: SessionRow;
  t: TFunction;
  language: string;
}) {
  return (
    <span>
      {row.ip || '—'}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        {t('account.sessions.inRegion', { region: placeLabel(row, t, language) })}
      </Typography>
    </span>
  );
}
