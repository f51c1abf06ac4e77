import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AccountDictEntry } from '@/lib/account-dicts';

/** '' is the scope of unprefixed codes: the role applies in every product. */
const ALL = '';

const codeIn = (scope: string, role: string) => (scope === ALL ? role : `${scope}-${role}`);
const scopeOf = (code: string) => {
  const dash = code.lastIndexOf('-');
  return dash < 0 ? ALL : code.slice(0, dash);
};

interface RolePickerProps {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** The products the company holds a role in: a role may be given in one of them only. */
  products: readonly string[];
  employeeRoles: readonly AccountDictEntry[];
  productName: (code: string) => string;
  error?: string;
  disabled?: boolean;
}

/** Employee roles per product: a tab for every product and one for all of them. */
export function RolePicker(props: RolePickerProps) {
  const { value, onChange, products, employeeRoles, productName, error, disabled } = props;
  const { t } = useTranslation();
  const id = useId();
  const [scope, setScope] = useState(ALL);
  const scopes = [ALL, ...products];
  const scopeName = (code: string) =>
    code === ALL ? t('personnel.roles.allProducts') : productName(code);

  const toggle = (code: string, checked: boolean) => {
    onChange(checked ? [...value, code] : value.filter((held) => held !== code));
  };

  return (
    <FormControl component="fieldset" error={error !== undefined} disabled={disabled}>
      <FormLabel component="legend">{t('personnel.roles.label')}</FormLabel>
      <Tabs
        value={scope}
        onChange={(_, next: string) => {
          setScope(next);
        }}
        variant="scrollable"
        aria-label={t('personnel.roles.scopes')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {scopes.map((code) => (
          <Tab
            key={code || 'all'}
            value={code}
            id={`${id}-tab-${code}`}
            aria-controls={`${id}-panel`}
            label={t('personnel.roles.chosen', {
              scope: scopeName(code),
              count: value.filter((held) => scopeOf(held) === code).length,
            })}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${scope}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {scope === ALL
            ? t('personnel.roles.allProductsHint')
            : t('personnel.roles.productHint', { product: productName(scope) })}
        </Typography>
        <FormGroup
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
        >
          {employeeRoles.map(({ dictValue, dictLabel }) => {
            const code = codeIn(scope, dictValue);
            return (
              <FormControlLabel
                key={code}
                label={`${dictLabel} (${dictValue})`}
                control={
                  <Checkbox
                    checked={value.includes(code)}
                    onChange={(event) => {
                      toggle(code, event.target.checked);
                    }}
                  />
                }
              />
            );
          })}
        </FormGroup>
      </div>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
