import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { LoadingState } from '@/components/loading-state';
import { useFaceCompletion } from '@/features/register/api/complete-face';
import { PlainFrame } from '@/features/register/components/plain-frame';
import { errorMessage } from '@/features/register/server-message';
import { isStep, stepPath } from '@/features/register/wizard-steps';
import { fieldMessage } from '@/lib/field-message';

function Outcome({
  ok,
  title,
  text,
  back,
}: {
  ok: boolean;
  title: string;
  text: string;
  back: string;
}) {
  const { t } = useTranslation();
  const Icon = ok ? CheckCircleOutlined : ErrorOutlineOutlined;
  return (
    <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
      <Icon color={ok ? 'success' : 'error'} sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography role={ok ? 'status' : 'alert'}>{text}</Typography>
      <Button component={RouterLink} to={back} variant="contained">
        {t('register.face.back')}
      </Button>
    </Stack>
  );
}

/**
 * /face-success?token=…: where the face provider lands (in another tab, or on a phone). It
 * reports the verification done with the link's single-use token, and points back to the
 * wizard, which has moved on by itself in the tab it was started from.
 */
export default function FaceSuccessPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const completion = useFaceCompletion(token);
  const done = completion.data;

  useEffect(() => {
    // A wizard open in this tab's history must read the new state, not its cached one.
    if (done) void queryClient.invalidateQueries({ queryKey: ['register', 'current'] });
  }, [done, queryClient]);

  // The service names the field ('token: …'); the user only needs the sentence.
  const refusal = errorMessage(completion.error);
  const refusalText = fieldMessage(refusal, ['token'] as const)?.text ?? refusal;

  let content;
  if (token === '' || completion.isError) {
    content = (
      <Outcome
        ok={false}
        title={t('register.face.failedTitle')}
        text={token === '' ? t('register.face.missingToken') : refusalText}
        back={stepPath('verification')}
      />
    );
  } else if (done === undefined) {
    content = <LoadingState label={t('register.face.checking')} />;
  } else {
    const pending = done.status === 'pending';
    content = (
      <Outcome
        ok
        title={t('route.faceSuccess')}
        text={`${t('register.face.done')} ${t(pending ? 'register.face.pending' : 'register.face.verifying')}`}
        back={stepPath(isStep(done.step) ? done.step : 'verification')}
      />
    );
  }

  return <PlainFrame>{content}</PlainFrame>;
}
