import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyButton } from '@console/components/copy-button';
import { saveText } from '@console/lib/save-file';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** What the button says once the operator confirms they kept them. */
  continueLabel: string;
  onDone: () => void;
}

/**
 * Recovery codes, shown once: copy them or save them as a text file, then confirm they are
 * kept before going on.
 */
export function RecoveryCodes({ codes, continueLabel, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t('recoveryCodes.intro')}</Typography>
      <Box
        component="ol"
        aria-label={t('recoveryCodes.listLabel')}
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          pl: 5,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          columnGap: 3,
          rowGap: 0.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 15,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <CopyButton text={codes.join('\n')} label={t('recoveryCodes.copy')} />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          onClick={() => {
            saveText(codes, t('recoveryCodes.fileName'));
          }}
        >
          {t('recoveryCodes.download')}
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            checked={saved}
            onChange={(event) => {
              setSaved(event.target.checked);
            }}
          />
        }
        label={t('recoveryCodes.saved')}
      />
      <Button variant="contained" size="large" disabled={!saved} onClick={onDone}>
        {continueLabel}
      </Button>
    </Stack>
  );
}
