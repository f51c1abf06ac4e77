import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

import type { OperatorRole } from '@console/lib/api-types';

/** An operator's roles by name. */
export function RoleChips({ roles }: { roles: readonly OperatorRole[] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} size="small" variant="outlined" label={t(`roles.${role}`)} />
      ))}
    </Stack>
  );
}
