import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { IdNumberField } from '@/components/id-number-field';
import { type MessageKey, required } from '@/features/register/form-messages';
import type { PermitValues } from '@/features/register/permit-values';
import { useFieldHelp } from '@/features/register/use-field-help';
import { checkCreditCode } from '@/lib/validators/credit-code';

interface CompanyFieldsProps {
  reasons: Record<string, string>;
  /** The legal representative's ID number on file, masked (it is typed again). */
  idNumberOnFile: string | null;
}

function creditCodeRule(value: string): true | MessageKey {
  const rule = checkCreditCode(value);
  return rule ? `register.creditCodeRules.${rule}` : true;
}

/** Company name, credit code (checked as typed), legal representative and their ID number. */
export function CompanyFields({ reasons, idNumberOnFile }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<PermitValues>();
  const help = useFieldHelp(reasons);
  const idReason = reasons.legalIdNumber;
  let idHint = idNumberOnFile
    ? t('register.permit.idOnFile', { masked: idNumberOnFile })
    : undefined;
  if (idReason) idHint = t('register.permit.reason', { reason: idReason });

  return (
    <>
      <TextField
        {...register('compName', { validate: required('register.validation.compNameRequired') })}
        {...help('compName')}
        label={t('register.fields.compName')}
        autoComplete="organization"
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <TextField
        {...register('creditCode', { validate: creditCodeRule })}
        {...help('creditCode')}
        label={t('register.fields.creditCode')}
        autoComplete="off"
        slotProps={{
          htmlInput: { maxLength: 18, spellCheck: false, style: { textTransform: 'uppercase' } },
        }}
      />
      <TextField
        {...register('legalName', { validate: required('register.validation.legalNameRequired') })}
        {...help('legalName')}
        label={t('register.fields.legalName')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <IdNumberField
        control={control}
        name="legalIdNumber"
        label={t('register.fields.legalIdNumber')}
        helperText={idHint}
      />
    </>
  );
}
