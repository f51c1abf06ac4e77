import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useApplyPermit } from '@/features/products/api/apply-permit';
import type { ProductPermit } from '@/features/products/api/get-product-permits';
import type { Voucher } from '@/features/products/api/get-voucher';
import {
  type ApplyValues,
  applySchema,
  serverFieldError,
  STEP_FIELDS,
  stepOf,
  toRequest,
} from '@/features/products/apply-form';
import { ApplyConfirmStep } from '@/features/products/components/apply-confirm-step';
import { ApplyDocumentsStep } from '@/features/products/components/apply-documents-step';
import { ApplyVoucherStep } from '@/features/products/components/apply-voucher-step';
import { isApiError } from '@/lib/api-error';
import { useConfirmAndRun } from '@/lib/confirm-and-run';
import { usePortalSession } from '@/lib/portal-session';

const STEPS = ['documents', 'voucher', 'confirm'] as const;

interface ApplyFormProps {
  product: ProductPermit;
  voucher: Voucher | null;
  onClose: () => void;
  /** Whether anything was entered (the dialog asks before discarding it). */
  onDirtyChange: (dirty: boolean) => void;
}

/** The three steps of an application; each is checked before the next, the whole on submit. */
export function ApplyForm({ product, voucher, onClose, onDirtyChange }: ApplyFormProps) {
  const { t } = useTranslation();
  const { company } = usePortalSession();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<string>();
  const apply = useApplyPermit();
  const { confirmAndRun, running } = useConfirmAndRun();
  const required = product.requiredDocuments;
  const resolver = useMemo(
    () => zodResolver(applySchema(required), undefined, { raw: true }),
    [required],
  );
  const form = useForm<ApplyValues>({
    resolver,
    defaultValues: {
      documents: {},
      voucherName: voucher?.name ?? company.userName,
      voucherIdNumber: '',
      compRole: '',
      remark: '',
      agreed: false,
    },
  });
  const { control, handleSubmit, trigger, setError, setFocus, formState } = form;
  const { isDirty } = formState;
  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const next = async () => {
    if (await trigger([...(STEP_FIELDS[step] ?? [])], { shouldFocus: true })) setStep(step + 1);
  };

  const refused = (error: unknown) => {
    const msg = isApiError(error) ? error.msg : '';
    const found = msg ? serverFieldError(msg) : undefined;
    if (found === undefined) {
      setFailure(msg || t('feedback.operationFailed'));
      return;
    }
    setFailure(undefined);
    setStep(stepOf(found.field));
    setError(found.field, { type: 'server', message: found.text });
    setTimeout(() => {
      setFocus(found.field);
    });
  };

  const submit = handleSubmit(
    async (values) => {
      setFailure(undefined);
      const outcome = await confirmAndRun(
        () => apply.mutateAsync(toRequest(product.productCode, values)),
        {
          text: t('productCentre.apply.confirmSubmit', { name: product.productName }),
          successMessage: t('productCentre.apply.submitted'),
        },
      );
      if (outcome.status === 'done') onClose();
      else if (outcome.status === 'failed') refused(outcome.error);
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first !== undefined) setStep(stepOf(first));
    },
  );

  const last = step === STEPS.length - 1;
  const formId = `apply-${product.productCode}`;
  return (
    <>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{t(`productCentre.apply.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            // Enter in a field moves on like the button does; only the last step submits.
            if (last) void submit(event);
            else {
              event.preventDefault();
              void next();
            }
          }}
        >
          {step === 0 && <ApplyDocumentsStep control={control} required={required} />}
          {step === 1 && <ApplyVoucherStep control={control} voucher={voucher} />}
          {step === 2 && <ApplyConfirmStep control={control} product={product} />}
        </form>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} sx={{ mr: 'auto' }}>
          {t('productCentre.apply.cancel')}
        </Button>
        {step > 0 && (
          <Button
            onClick={() => {
              setStep(step - 1);
            }}
            disabled={running}
          >
            {t('productCentre.apply.back')}
          </Button>
        )}
        <Button type="submit" form={formId} variant="contained" disabled={running}>
          {!last
            ? t('productCentre.apply.next')
            : running
              ? t('productCentre.apply.submitting')
              : t('productCentre.apply.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
