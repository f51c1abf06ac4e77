import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useRegistration } from '@/features/register/api/get-registration';
import { useStartFace } from '@/features/register/api/start-face';
import { FormAlert } from '@/components/form-alert';
import { errorMessage } from '@/features/register/server-message';

// How often the wizard asks whether the face verification (in another tab or on a phone) is
// done; once it is, the registration waits for review and the wizard moves on by itself.
const POLL_MS = 3_000;

/** Gets the single-use face link, opens it elsewhere, and waits for its result. */
export function FaceVerification({ sessionKey }: { sessionKey: string }) {
  const { t } = useTranslation();
  const startFace = useStartFace();
  const [faceUrl, setFaceUrl] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notYet, setNotYet] = useState(false);
  const registration = useRegistration(sessionKey, {
    enabled: faceUrl !== undefined,
    refetchInterval: POLL_MS,
  });

  const start = async () => {
    setFailure(undefined);
    try {
      setFaceUrl((await startFace.mutateAsync()).faceUrl);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const check = async () => {
    const { data } = await registration.refetch();
    setNotYet(!data?.facePassed);
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('register.verification.faceHint')}</Typography>
      <FormAlert message={failure} />
      <FormAlert
        severity="warning"
        message={notYet ? t('register.verification.faceNotYet') : undefined}
      />
      {faceUrl === undefined ? (
        <Button
          variant="contained"
          onClick={() => void start()}
          disabled={startFace.isPending}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('register.verification.startFace')}
        </Button>
      ) : (
        <Stack spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Button
            variant="contained"
            href={faceUrl}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewOutlined aria-hidden />}
          >
            {t('register.verification.openFace')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('register.verification.faceLinkNote')}
          </Typography>
          <Button variant="outlined" onClick={() => void check()}>
            {t('register.verification.checkFace')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
