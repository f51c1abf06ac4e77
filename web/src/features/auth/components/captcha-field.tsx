import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useCaptcha } from '@/features/auth/api/get-captcha';

interface CaptchaFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The image captcha's answer beside its image; a click on the image draws another. */
export function CaptchaField({ registration, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();

  let picture;
  if (captcha.isFetching) {
    picture = <CircularProgress size={20} aria-label={t('signIn.captchaLoading')} />;
  } else if (captcha.data) {
    picture = (
      <Box
        component="img"
        src={captcha.data.image}
        alt={t('signIn.captcha')}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    );
  } else {
    picture = (
      <Typography variant="caption" color="error" sx={{ px: 1, lineHeight: 1.2 }}>
        {t('signIn.captchaFailed')}
      </Typography>
    );
  }

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        {...registration}
        label={t('signIn.captcha')}
        autoComplete="off"
        error={error !== undefined}
        helperText={error}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 16, spellCheck: false } }}
      />
      <ButtonBase
        onClick={() => void captcha.refetch()}
        disabled={captcha.isFetching}
        aria-label={t('signIn.refreshCaptcha')}
        title={t('signIn.refreshCaptcha')}
        sx={{
          flex: 'none',
          width: 120,
          height: 56,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'background.paper',
        }}
      >
        {picture}
      </ButtonBase>
    </Stack>
  );
}
