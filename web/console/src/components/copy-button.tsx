import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { notifyWarning } from '@/lib/notifications';

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'sx'> {
  text: string;
  /** Names what is copied, for screen readers ("copy the secret"). */
  label?: string;
}

/** Copies `text` to the clipboard and says so for a moment. */
export function CopyButton({ text, label, ...props }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => {
        setCopied(false);
      }, 2000);
    } catch {
      notifyWarning(t('ui.copyFailed'));
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />}
      aria-label={label}
      {...props}
      sx={{ flex: 'none', whiteSpace: 'nowrap' }}
      onClick={() => void copy()}
    >
      {copied ? t('ui.copied') : t('ui.copy')}
    </Button>
  );
}
