import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { Audience } from '@console/features/messages/api/send-message';
import { COMPANY_ROLES, type ComposeValues } from '@console/features/messages/compose-values';

const AUDIENCES: Audience[] = ['company', 'role', 'all'];

/** Who receives the message, and what it says (English optional, but whole). */
export function ComposeFields({ control }: { control: Control<ComposeValues> }) {
  const { t } = useTranslation();
  const audience = useWatch({ control, name: 'audience' });
  const text = (
    name: 'title' | 'titleEn' | 'content' | 'contentEn',
    label: string,
    multiline: boolean,
    /** Said when it is left empty; absent for the optional English version. */
    required?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      rules={required ? { validate: (value) => value.trim() !== '' || required } : {}}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={required !== undefined}
          multiline={multiline}
          minRows={multiline ? 4 : undefined}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ?? (multiline ? t('messages.send.markdownHint') : undefined)
          }
        />
      )}
    />
  );

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="audience"
        render={({ field }) => (
          <RadioGroup row aria-label={t('messages.send.audience')} {...field}>
            {AUDIENCES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`messages.audience.${value}`)}
              />
            ))}
          </RadioGroup>
        )}
      />
      {audience === 'company' && (
        <Controller
          control={control}
          name="compCode"
          rules={{
            validate: (value) => value.trim() !== '' || t('messages.send.compCodeRequired'),
          }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={t('messages.send.compCode')}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('messages.send.compCodeHint')}
            />
          )}
        />
      )}
      {audience === 'role' && (
        <Controller
          control={control}
          name="compRole"
          rules={{ validate: (value) => value !== '' || t('messages.send.compRoleRequired') }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label={t('messages.send.compRole')}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {COMPANY_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(`messages.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {text('title', t('messages.send.title'), false, t('messages.send.titleRequired'))}
      {text('content', t('messages.send.content'), true, t('messages.send.contentRequired'))}
      {text('titleEn', t('messages.send.titleEn'), false)}
      {text('contentEn', t('messages.send.contentEn'), true)}
    </Stack>
  );
}
