import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '@console/components/section-card';
import { useCategories } from '@console/features/content/api/list-categories';
import { CoverField } from '@console/features/content/components/cover-field';
import type { EditorValues } from '@console/features/content/components/editor-values';
import { useLanguage } from '@/i18n/use-language';

/** An article's category (required) and cover image (optional). */
export function ArticleSettings({
  control,
  disabled,
}: {
  control: Control<EditorValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  return (
    <SectionCard title={t('content.article.settings')}>
      <Stack spacing={2}>
        <Controller
          control={control}
          name="category"
          rules={{ validate: (v) => v !== '' || t('content.article.categoryRequired') }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              required
              label={t('content.article.category')}
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              sx={{ maxWidth: 320 }}
            >
              {categories.data === undefined ? (
                // Until the categories come, the stored one is still a valid choice.
                <MenuItem value={field.value}>{field.value}</MenuItem>
              ) : (
                categories.data.map((category) => (
                  <MenuItem key={category.code} value={category.code}>
                    {language === 'en' ? category.nameEn : category.name}
                  </MenuItem>
                ))
              )}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="coverFileToken"
          render={({ field, fieldState }) => (
            <CoverField
              value={field.value}
              onChange={field.onChange}
              disabled={disabled}
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
    </SectionCard>
  );
}
