import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from 'react-i18next';

import type { OperatorRole } from '@console/lib/api-types';

interface RoleCheckboxesProps {
  label: string;
  /** The roles offered. */
  roles: readonly OperatorRole[];
  value: readonly OperatorRole[];
  onChange: (roles: OperatorRole[]) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/** A set of roles to tick, in the order offered. */
export function RoleCheckboxes({
  label,
  roles,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: RoleCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {roles.map((role) => (
          <FormControlLabel
            key={role}
            label={t(`roles.${role}`)}
            control={
              <Checkbox
                checked={value.includes(role)}
                onChange={(event) => {
                  onChange(
                    event.target.checked
                      ? roles.filter((candidate) => candidate === role || value.includes(candidate))
                      : value.filter((held) => held !== role),
                  );
                }}
              />
            }
          />
        ))}
      </FormGroup>
      {(error ?? helperText) && <FormHelperText>{error ?? helperText}</FormHelperText>}
    </FormControl>
  );
}
