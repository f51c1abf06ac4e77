import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type SyntheticEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormAlert } from '@console/components/form-alert';
import { type Decision, useReviewCase } from '@console/features/review/api/review-case';
import { type FieldReasons, fieldReasons } from '@console/features/review/case-texts';
import { FieldReasonsInput } from '@console/features/review/components/reasons-fields';
import type { Queue, Reasons } from '@console/features/review/queues';
import { errorMessage } from '@console/lib/error-message';
import { GuardedDialog } from '@/components/guarded-dialog';
import { isApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notifications';

/** What the dialog does: a reviewer's recommendation, or one of an approver's decisions. */
export type ReviewAction = 'recommend' | Decision;

interface ReviewDialogProps {
  queue: Queue;
  caseId: number;
  action: ReviewAction;
  onClose: () => void;
}

/**
 * Recommends or decides, asking for the reasons a rejection or a return needs (per field for a
 * registration). A refusal of the service (four eyes: the recommender cannot decide) is shown
 * here, in its own words.
 */
export function ReviewDialog({ queue, caseId, action, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const review = useReviewCase(queue, caseId);
  const [approve, setApprove] = useState(true);
  const [fields, setFields] = useState<FieldReasons>({});
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const needsReasons = action === 'recommend' ? !approve : action !== 'approve';
  const perField = queue === 'registration';

  const reasons = (): Reasons | undefined => {
    if (!needsReasons) return null;
    if (perField) return fieldReasons(fields);
    return text.trim() || undefined;
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    const given = reasons();
    if (given === undefined) return;
    const step = action === 'recommend' ? { kind: action, approve } : { kind: action };
    try {
      await review.mutateAsync({ step, reasons: given });
      notifySuccess(t(`review.actions.${action === 'recommend' ? 'recommended' : 'decided'}`));
      onClose();
    } catch (error) {
      if (!(isApiError(error) && error.handled)) setFailure(errorMessage(error));
    }
  };

  const missing = tried && needsReasons && reasons() === undefined;
  const formId = `${titleId}-form`;
  return (
    <GuardedDialog
      dirty={text.trim() !== '' || Object.keys(fields).length > 0}
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t(`review.actions.${action}Title`)}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(e) => void submit(e)}>
          <FormAlert message={failure} />
          {action === 'approve' && (
            <DialogContentText>{t('review.actions.approveIntro')}</DialogContentText>
          )}
          {action === 'return' && (
            <DialogContentText>{t('review.actions.returnIntro')}</DialogContentText>
          )}
          {action === 'recommend' && (
            <RadioGroup
              aria-label={t('review.actions.suggestion')}
              row
              value={approve ? 'approve' : 'reject'}
              onChange={(event) => {
                setApprove(event.target.value === 'approve');
              }}
            >
              <FormControlLabel
                value="approve"
                control={<Radio />}
                label={t('review.actions.recommendApprove')}
              />
              <FormControlLabel
                value="reject"
                control={<Radio />}
                label={t('review.actions.recommendReject')}
              />
            </RadioGroup>
          )}
          {needsReasons && perField && (
            <FieldReasonsInput
              value={fields}
              onChange={setFields}
              showMissing={tried}
              error={
                missing && Object.keys(fields).length === 0
                  ? t('review.actions.reasonsRequired')
                  : undefined
              }
            />
          )}
          {needsReasons && !perField && (
            <TextField
              label={t('review.actions.reason')}
              required
              multiline
              minRows={3}
              value={text}
              error={missing}
              helperText={missing ? t('review.actions.reasonRequired') : undefined}
              slotProps={{ htmlInput: { maxLength: 255 } }}
              onChange={(event) => {
                setText(event.target.value);
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('feedback.cancel')}</Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          color={action === 'reject' ? 'error' : 'primary'}
          disabled={review.isPending}
        >
          {t('review.actions.submit')}
        </Button>
      </DialogActions>
    </GuardedDialog>
  );
}
