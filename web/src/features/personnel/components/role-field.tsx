import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { RolePicker } from '@/features/personnel/components/role-picker';
import { useRoleNames } from '@/features/personnel/hooks/use-role-names';
import { usePortalSession } from '@/lib/portal-session';

interface RoleFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  disabled?: boolean;
}

/** The form's role codes: at least one, picked per product of the session's company. */
export function RoleField<T extends FieldValues>({ control, name, disabled }: RoleFieldProps<T>) {
  const { t } = useTranslation();
  const session = usePortalSession();
  const { employeeRoles, productName, dicts } = useRoleNames();
  const products = [...new Set(session.company.compRole.map(({ prodCode }) => prodCode))];

  if (dicts.isPending)
    return <CircularProgress size={24} aria-label={t('personnel.roles.loading')} />;
  if (!employeeRoles) return <Alert severity="error">{t('personnel.roles.failed')}</Alert>;
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (codes: unknown) =>
          (Array.isArray(codes) && codes.length > 0) || t('personnel.roles.required'),
      }}
      render={({ field, fieldState }) => (
        <RolePicker
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={field.onChange}
          products={products}
          employeeRoles={employeeRoles}
          productName={productName}
          error={fieldState.error?.message}
          disabled={disabled}
        />
      )}
    />
  );
}
