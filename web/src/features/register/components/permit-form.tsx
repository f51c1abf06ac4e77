import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { Registration } from '@/features/register/api/get-registration';
import { useSubmitPermit } from '@/features/register/api/submit-permit';
import { AddressFields } from '@/features/register/components/address-fields';
import { CompanyFields } from '@/features/register/components/company-fields';
import { FormAlert } from '@/components/form-alert';
import { LicenceField } from '@/features/register/components/licence-field';
import { RoleField } from '@/features/register/components/role-field';
import { SERVER } from '@/features/register/form-messages';
import {
  type PermitValues,
  toPermitInput,
  WIRE_FIELDS,
  type WireField,
} from '@/features/register/permit-values';
import { errorMessage } from '@/features/register/server-message';
import { useFieldHelp } from '@/features/register/use-field-help';
import { currentStep, stepPath } from '@/features/register/wizard-steps';
import { confirmAndRun } from '@/lib/confirm-and-run';
import { fieldMessage } from '@/lib/field-message';

// Server refusals shown beside their field; the ID number field shows only its own rules
// (which the browser checks the same way), so a server msg about it goes to the alert.
const BESIDE = (Object.keys(WIRE_FIELDS) as WireField[]).filter((f) => f !== 'legalIdNumber');

interface PermitFormProps {
  registration: Registration;
  defaults: PermitValues;
  sessionKey: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

function InviteCodeField({ reasons }: { reasons: Record<string, string> }) {
  const { t } = useTranslation();
  const { register } = useFormContext<PermitValues>();
  const help = useFieldHelp(reasons);
  return (
    <TextField
      {...register('inviteCode')}
      {...help('inviteCode', 'inviteCode', t('register.permit.inviteHint'))}
      label={t('register.fields.inviteCode')}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: 32, spellCheck: false } }}
    />
  );
}

/** The company's details; a rejected registration shows each reason beside its field. */
export function PermitForm({ registration, defaults, sessionKey }: PermitFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const submitPermit = useSubmitPermit(sessionKey);
  const [failure, setFailure] = useState<string>();
  const form = useForm<PermitValues>({ defaultValues: defaults, mode: 'onChange' });
  const { reasons } = registration;
  const general = ['verification', 'other']
    .filter((field) => reasons[field])
    .map((field) =>
      t('register.labelled', {
        field: t(`register.fields.${field as 'verification' | 'other'}`),
        text: reasons[field],
      }),
    );

  // Sends the company's details for review (specification §8: update calls ask first).
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const outcome = await confirmAndRun(() => submitPermit.mutateAsync(toPermitInput(values)), {
      text: t('register.permit.confirm'),
      failureShownInForm: true,
    });
    if (outcome.status === 'done') {
      void navigate(stepPath(currentStep(outcome.result), search));
    } else if (outcome.status === 'failed') {
      const message = errorMessage(outcome.error);
      const named = fieldMessage(message, BESIDE);
      if (named === undefined) setFailure(message);
      else {
        const field = WIRE_FIELDS[named.field];
        form.setError(field, { type: SERVER, message: named.text }, { shouldFocus: true });
      }
    }
  });

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={4} onSubmit={(event) => void submit(event)}>
        {registration.status === 'rejected' && (
          <Alert severity="warning" role="status">
            {t('register.permit.rejected')}
            {general.map((line) => (
              <Typography key={line} variant="body2" sx={{ mt: 0.5 }}>
                {line}
              </Typography>
            ))}
          </Alert>
        )}
        <FormAlert message={failure} />
        <Section title={t('register.permit.companySection')}>
          <CompanyFields reasons={reasons} idNumberOnFile={registration.legalIdNumber} />
        </Section>
        <Section title={t('register.permit.addressSection')}>
          <AddressFields reasons={reasons} />
        </Section>
        <Section title={t('register.permit.documentSection')}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <LicenceField reasons={reasons} sessionKey={sessionKey} />
          </Box>
          <RoleField reasons={reasons} />
          <InviteCodeField reasons={reasons} />
        </Section>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitPermit.isPending}
          sx={{ alignSelf: { sm: 'flex-start' }, minWidth: 200 }}
        >
          {t('register.permit.submit')}
        </Button>
      </Stack>
    </FormProvider>
  );
}
