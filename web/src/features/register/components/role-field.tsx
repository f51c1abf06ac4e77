import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { useDictionary } from '@/components/dictionary';
import { COMP_ROLE_DICT } from '@/features/register/components/invitation-notice';
import { COMP_ROLES, type PermitValues } from '@/features/register/permit-values';
import { useFieldHelp } from '@/features/register/use-field-help';

/** The company roles applied for (C101–C106), labelled by the `compRole` dictionary. */
export function RoleField({ reasons }: { reasons: Record<string, string> }) {
  const { t } = useTranslation();
  const { control } = useFormContext<PermitValues>();
  const help = useFieldHelp(reasons);
  const labels = useDictionary(COMP_ROLE_DICT);
  const { field } = useController({
    control,
    name: 'compRoles',
    rules: {
      validate: (roles) => roles.length > 0 || 'register.validation.rolesRequired',
    },
  });
  const { error, helperText } = help('compRoles');
  const chosen = new Set(field.value);

  return (
    <FormControl component="fieldset" error={error} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend">{t('register.fields.compRoles')}</FormLabel>
      <FormGroup row>
        {COMP_ROLES.map((role, index) => (
          <FormControlLabel
            key={role}
            label={labels.data?.find((entry) => entry.code === role)?.label ?? role}
            control={
              <Checkbox
                slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                checked={chosen.has(role)}
                onBlur={field.onBlur}
                onChange={(event) => {
                  field.onChange(
                    COMP_ROLES.filter((code) =>
                      code === role ? event.target.checked : chosen.has(code),
                    ),
                  );
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
