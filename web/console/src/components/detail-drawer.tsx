import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DetailDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide enough for two columns side by side (before and after). */
  width?: number;
}

/**
 * One record's detail over the right of its list, the list staying where it was; the whole
 * width on a phone. Escape, the close button or a click beside it closes it.
 */
export function DetailDrawer({ open, title, onClose, children, width = 720 }: DetailDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', md: width }, maxWidth: '100%' },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{
          px: 3,
          py: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('ui.close')} onClick={onClose} edge="end">
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Box sx={{ p: 3 }}>{children}</Box>
    </Drawer>
  );
}
