import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface RoleChipsProps {
  roles: readonly string[];
  roleName: (code: string) => string;
}

/** An employee's roles, named; product-prefixed ones name their product. */
export function RoleChips({ roles, roleName }: RoleChipsProps) {
  const { t } = useTranslation();
  if (roles.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('personnel.list.noRoles')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {roles.map((code) => (
        <Chip key={code} size="small" label={roleName(code)} title={code} />
      ))}
    </Stack>
  );
}
