import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useAreas, useProvinces } from '@/lib/divisions';
import { required } from '@/features/register/form-messages';
import type { PermitValues } from '@/features/register/permit-values';
import { useFieldHelp } from '@/features/register/use-field-help';

// Native selects: labelled, keyboard and touch friendly as the platform makes them.
const nativeSelect = {
  select: { native: true },
  inputLabel: { shrink: true },
} as const;

/**
 * Province, then an area of it (province/list, area/list?pid), then the street address. The
 * selects are controlled: their options arrive after the values they must show.
 */
export function AddressFields({ reasons }: { reasons: Record<string, string> }) {
  const { t } = useTranslation();
  const { register, control, setValue } = useFormContext<PermitValues>();
  const help = useFieldHelp(reasons);
  const province = useController({
    control,
    name: 'provinceCode',
    rules: { validate: required('register.validation.provinceRequired') },
  });
  const area = useController({
    control,
    name: 'areaCode',
    rules: { validate: required('register.validation.areaRequired') },
  });
  const provinces = useProvinces();
  const areas = useAreas(province.field.value);

  return (
    <>
      <TextField
        select
        name={province.field.name}
        inputRef={province.field.ref}
        value={province.field.value}
        onChange={(event) => {
          province.field.onChange(event.target.value);
          setValue('areaCode', '');
        }}
        onBlur={province.field.onBlur}
        {...help('provinceCode')}
        label={t('register.fields.provinceCode')}
        slotProps={nativeSelect}
      >
        <option value="" />
        {provinces.data?.map((division) => (
          <option key={division.code} value={division.code}>
            {division.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        name={area.field.name}
        inputRef={area.field.ref}
        value={area.field.value}
        onChange={(event) => {
          area.field.onChange(event.target.value);
        }}
        onBlur={area.field.onBlur}
        {...help(
          'areaCode',
          'areaCode',
          areas.isFetching ? t('register.permit.loadingAreas') : undefined,
        )}
        label={t('register.fields.areaCode')}
        disabled={province.field.value === ''}
        slotProps={nativeSelect}
      >
        <option value="" />
        {areas.data?.map((division) => (
          <option key={division.code} value={division.code}>
            {division.name}
          </option>
        ))}
      </TextField>
      <TextField
        {...register('address', { validate: required('register.validation.addressRequired') })}
        {...help('address')}
        label={t('register.fields.address')}
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: 255 } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    </>
  );
}
