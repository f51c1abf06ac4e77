import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface RecoveryCodesDialogProps {
  codes: string[];
  onClose: () => void;
}

/** The ten recovery codes, this once: copy them, download them, or write them down. */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n') + '\n';

  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog open aria-labelledby={titleId} slotProps={{ paper: { sx: { width: 420 } } }}>
      <DialogTitle id={titleId}>{t('account.twoStep.codesTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('account.twoStep.codesOnce')}
        </Alert>
        <Box
          component="ul"
          aria-label={t('account.twoStep.codesTitle')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: 1,
            listStyle: 'none',
            p: 0,
            m: 0,
            fontFamily: 'monospace',
            fontSize: '1rem',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        {copied && (
          <Alert severity="success" role="status" sx={{ mt: 2 }}>
            {t('account.twoStep.copied')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void copy()}>{t('account.twoStep.copy')}</Button>
        <Button onClick={download}>{t('account.twoStep.download')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('account.twoStep.saved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
