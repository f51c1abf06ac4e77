import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '@console/components/section-card';
import { useModules } from '@console/features/content/api/list-modules';
import type { EditorValues } from '@console/features/content/components/editor-values';

/** The module a guide belongs to (moving it there places it last). */
export function GuideSettings({
  control,
  disabled,
}: {
  control: Control<EditorValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const modules = useModules();
  return (
    <SectionCard title={t('content.guide.settings')}>
      <Controller
        control={control}
        name="module"
        rules={{ validate: (v) => v !== '' || t('content.guide.moduleRequired') }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            select
            required
            label={t('content.guide.module')}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ minWidth: 280 }}
          >
            {(modules.data?.rows ?? []).map((module) => (
              <MenuItem key={module.code} value={module.code}>
                {module.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </SectionCard>
  );
}
