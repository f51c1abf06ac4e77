import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@console/components/copy-button';

interface ShownOnceProps {
  /** What is shown (a temporary password, an API token). */
  value: string;
  /** Names it for the copy button ("copy the temporary password"). */
  copyLabel: string;
  children?: ReactNode;
}

/**
 * A secret the server hands out once (a temporary password, a token): in a monospace box the
 * operator can select, with a copy button and the warning that it will not be shown again.
 */
export function ShownOnce({ value, copyLabel, children }: ShownOnceProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {children}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          component="code"
          data-testid="shown-once"
          sx={{
            flexGrow: 1,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 15,
            overflowWrap: 'anywhere',
            userSelect: 'all',
          }}
        >
          {value}
        </Box>
        <CopyButton text={value} label={copyLabel} />
      </Stack>
      <Alert severity="warning">{t('ui.showOnce')}</Alert>
    </Stack>
  );
}
