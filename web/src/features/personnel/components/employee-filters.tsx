import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { type EmployeeFilters as Filters, NO_FILTERS } from '@/features/personnel/employee-search';
import type { AccountDictEntry } from '@/lib/account-dicts';

interface EmployeeFiltersProps {
  /** The filters in the URL; the form starts from them (mount it keyed by them). */
  value: Filters;
  employeeRoles: readonly AccountDictEntry[] | undefined;
  onSearch: (filters: Filters) => void;
}

const FIELD_SX = { minWidth: 160, flex: '1 1 160px' };

/** Name, mobile (whole or last digits), role (in any product) and status. */
export function EmployeeFilters({ value, employeeRoles, onSearch }: EmployeeFiltersProps) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, reset, formState } = useForm<Filters>({
    defaultValues: value,
  });
  const mobileError = formState.errors.mobile?.message;

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('personnel.filters.label')}
      noValidate
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
    >
      <TextField
        {...register('name', { setValueAs: (text: string) => text.trim() })}
        label={t('personnel.filters.name')}
        size="small"
        sx={FIELD_SX}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      <TextField
        {...register('mobile', {
          setValueAs: (text: string) => text.trim(),
          pattern: { value: /^\d{0,11}$/, message: t('personnel.filters.mobileInvalid') },
        })}
        label={t('personnel.filters.mobile')}
        size="small"
        type="tel"
        sx={FIELD_SX}
        error={mobileError !== undefined}
        helperText={mobileError ?? t('personnel.filters.mobileHint')}
        slotProps={{ htmlInput: { maxLength: 11, inputMode: 'numeric' } }}
      />
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <TextField
            {...field}
            select
            label={t('personnel.filters.role')}
            size="small"
            sx={FIELD_SX}
          >
            <MenuItem value="">{t('personnel.filters.any')}</MenuItem>
            {employeeRoles?.map(({ dictValue, dictLabel }) => (
              <MenuItem key={dictValue} value={dictValue}>
                {dictLabel}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <TextField
            {...field}
            select
            label={t('personnel.filters.status')}
            size="small"
            sx={FIELD_SX}
          >
            <MenuItem value="">{t('personnel.filters.any')}</MenuItem>
            <MenuItem value="1">{t('personnel.status.active')}</MenuItem>
            <MenuItem value="0">{t('personnel.status.disabled')}</MenuItem>
          </TextField>
        )}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {t('personnel.filters.search')}
        </Button>
        <Button
          onClick={() => {
            reset(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          {t('personnel.filters.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
