import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

import { type FieldReasons, REGISTRATION_REASON_FIELDS } from '@console/features/review/case-texts';

// The service keeps a reason to 255 characters.
const MAX_REASON = 255;

interface FieldReasonsProps {
  value: FieldReasons;
  onChange: (value: FieldReasons) => void;
  /** Said under the whole set (none chosen). */
  error?: string;
  /** Set after a submit: a chosen field without its text says so. */
  showMissing: boolean;
}

/**
 * A registration's reasons: the registrant sees each beside the field it names, so the
 * operator ticks the fields that are wrong and writes a reason for each.
 */
export function FieldReasonsInput({ value, onChange, error, showMissing }: FieldReasonsProps) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" error={Boolean(error)}>
      <FormLabel component="legend">{t('review.actions.reasonsIntro')}</FormLabel>
      {error && <FormHelperText>{error}</FormHelperText>}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {REGISTRATION_REASON_FIELDS.map((field) => {
          const chosen = value[field] !== undefined;
          const label = t(`review.fields.${field}`);
          const missing = showMissing && chosen && !value[field]?.trim();
          return (
            <div key={field}>
              <FormControlLabel
                label={label}
                control={
                  <Checkbox
                    checked={chosen}
                    onChange={(event) => {
                      onChange(
                        event.target.checked
                          ? { ...value, [field]: '' }
                          : Object.fromEntries(
                              Object.entries(value).filter(([chosen]) => chosen !== field),
                            ),
                      );
                    }}
                  />
                }
              />
              {chosen && (
                <TextField
                  fullWidth
                  size="small"
                  required
                  label={t('review.actions.reasonFor', { field: label })}
                  value={value[field]}
                  error={missing}
                  helperText={missing ? t('review.actions.reasonRequired') : undefined}
                  slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
                  onChange={(event) => {
                    onChange({ ...value, [field]: event.target.value });
                  }}
                  sx={{ mb: 1 }}
                />
              )}
            </div>
          );
        })}
      </Stack>
    </FormControl>
  );
}
