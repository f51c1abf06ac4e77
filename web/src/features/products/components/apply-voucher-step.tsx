import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { IdNumberField } from '@/components/id-number-field';
import type { Voucher } from '@/features/products/api/get-voucher';
import { type ApplyValues, COMP_ROLES, fieldMessage } from '@/features/products/apply-form';
import { COMP_ROLE_DICT, useDictLabel } from '@/features/products/use-dict-label';
import { formatDate } from '@/lib/format';

interface ApplyVoucherStepProps {
  control: Control<ApplyValues>;
  /** The applicant's real-name verification on file (ID number masked), if any. */
  voucher: Voucher | null;
}

/**
 * Step 2: the applicant's name and ID number (recorded as their real-name verification once
 * the platform approves), the company role wanted in the product, a remark. The server gives
 * the number on file only masked, so it is typed in full; the masked one is there to compare.
 */
export function ApplyVoucherStep({ control, voucher }: ApplyVoucherStepProps) {
  const { t } = useTranslation();
  const compRole = useDictLabel(COMP_ROLE_DICT);
  // The field shows its own rules; a refusal of the server goes under it as written.
  const idError = useFormState({ control, name: 'voucherIdNumber' }).errors.voucherIdNumber;
  const idRefused = idError?.type === 'server' ? idError.message : undefined;

  return (
    <Stack spacing={2.5}>
      <Typography color="text.secondary">{t('productCentre.apply.voucherIntro')}</Typography>
      {voucher && (
        <Alert severity="info">
          {t('productCentre.apply.voucherOnFile', {
            name: voucher.name,
            idNumber: voucher.idNumber ?? '',
            date: formatDate(voucher.passedAt),
          })}
        </Alert>
      )}
      <Controller
        control={control}
        name="voucherName"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={t('productCentre.apply.voucherName')}
            required
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, fieldState.error)}
            slotProps={{ htmlInput: { maxLength: 64, autoComplete: 'name' } }}
          />
        )}
      />
      <IdNumberField
        control={control}
        name="voucherIdNumber"
        label={t('productCentre.apply.voucherIdNumber')}
        required
        helperText={idRefused}
      />
      <Controller
        control={control}
        name="compRole"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            select
            label={t('productCentre.apply.compRole')}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, fieldState.error)}
          >
            <MenuItem value="">{t('productCentre.apply.compRoleDefault')}</MenuItem>
            {COMP_ROLES.map((code) => (
              <MenuItem key={code} value={code}>
                {compRole(code)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="remark"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={t('productCentre.apply.remark')}
            multiline
            minRows={2}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(t, fieldState.error)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
        )}
      />
    </Stack>
  );
}
