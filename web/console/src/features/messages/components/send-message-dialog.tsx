import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { previewMessage } from '@console/features/messages/api/preview-message';
import { useSendMessage } from '@console/features/messages/api/send-message';
import { ComposeFields } from '@console/features/messages/components/compose-fields';
import { MessagePreview } from '@console/features/messages/components/message-preview';
import {
  COMPOSE_FIELDS,
  type ComposeValues,
  EMPTY_MESSAGE,
  type Previewed,
  sendBody,
} from '@console/features/messages/compose-values';
import { GuardedDialog } from '@/components/guarded-dialog';
import { placeServerError } from '@/lib/field-message';
import { notifySuccess } from '@/lib/notifications';

/**
 * A message from the platform, in two steps: write it, then see it as companies will (the
 * server renders it) with who receives it, and confirm.
 */
export function SendMessageDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [previewed, setPreviewed] = useState<Previewed>();
  const [failure, setFailure] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<ComposeValues>({
    defaultValues: EMPTY_MESSAGE,
  });

  const preview = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const body = sendBody(values);
      const [html, htmlEn] = await Promise.all([
        previewMessage(body.content),
        body.contentEn ? previewMessage(body.contentEn) : Promise.resolve(null),
      ]);
      setPreviewed({ values, html, htmlEn });
    } catch (error) {
      setFailure(placeServerError(error, COMPOSE_FIELDS, setError));
    }
  });

  const confirm = async (values: ComposeValues) => {
    setFailure(undefined);
    try {
      const sent = await send.mutateAsync(sendBody(values));
      notifySuccess(t('messages.send.sent', { count: sent.recipients }));
      onClose();
    } catch (error) {
      // Back to the form: a refusal names the field to change (compCode, titleEn, ...).
      setPreviewed(undefined);
      setFailure(placeServerError(error, COMPOSE_FIELDS, setError));
    }
  };

  return (
    <GuardedDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      aria-labelledby="message-send-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="message-send-title">
        {previewed ? t('messages.send.confirmTitle') : t('messages.send.dialogTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={failure} />
          {previewed ? (
            <MessagePreview previewed={previewed} />
          ) : (
            <ComposeFields control={control} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        {previewed ? (
          <>
            <Button
              onClick={() => {
                setPreviewed(undefined);
              }}
            >
              {t('messages.send.back')}
            </Button>
            <Button
              variant="contained"
              disabled={send.isPending}
              onClick={() => void confirm(previewed.values)}
            >
              {t('messages.send.confirm')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            disabled={formState.isSubmitting}
            onClick={() => void preview()}
          >
            {t('messages.send.preview')}
          </Button>
        )}
      </DialogActions>
    </GuardedDialog>
  );
}
