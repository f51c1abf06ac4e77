import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/text-field';
import { type CaptchaCall, SIGN_IN_CAPTCHA, useCaptcha } from '@/lib/captcha';

interface CaptchaFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
  /** Which captcha (default: the public one of sign-in, registration and password reset). */
  call?: CaptchaCall;
}

/** The image captcha's answer beside its image; a click on the image draws another. */
export function CaptchaField({ registration, error, call = SIGN_IN_CAPTCHA }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha(call);

  let picture;
  if (captcha.isFetching) {
    picture = <CircularProgress size={20} aria-label={t('sharedUi.captcha.loading')} />;
  } else if (captcha.data) {
    picture = (
      <Box
        component="img"
        src={captcha.data.image}
        alt={t('sharedUi.captcha.label')}
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
      />
    );
  } else {
    picture = (
      <Typography variant="caption" color="error" sx={{ px: 1, lineHeight: 1.2 }}>
        {t('sharedUi.captcha.failed')}
      </Typography>
    );
  }

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        {...registration}
        label={t('sharedUi.captcha.label')}
        autoComplete="off"
        error={error !== undefined}
        helperText={error}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 16, spellCheck: false } }}
      />
      <ButtonBase
        onClick={() => void captcha.refetch()}
        disabled={captcha.isFetching}
        aria-label={t('sharedUi.captcha.refresh')}
        title={t('sharedUi.captcha.refresh')}
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
