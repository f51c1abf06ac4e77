import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { ToneTag } from '@/components/tone-tag';
import type { MyCompany } from '@/features/company/api/get-my-companies';
import { type AccountDictEntry, dictLabel } from '@/lib/account-dicts';
import { productName, useProductCatalogue } from '@/lib/product-catalogue';

interface CompanyPickerProps {
  companies: readonly MyCompany[];
  selected: string | undefined;
  onSelect: (compCode: string) => void;
  compRoles: readonly AccountDictEntry[] | undefined;
}

/** The user's companies; the chosen one's details show beside (or below) the list. */
export function CompanyPicker({ companies, selected, onSelect, compRoles }: CompanyPickerProps) {
  const { t } = useTranslation();
  const products = useProductCatalogue().data;
  return (
    <List aria-label={t('company.list.label')} disablePadding>
      {companies.map((company) => (
        <ListItem key={company.compCode} disablePadding>
          <ListItemButton
            selected={company.compCode === selected}
            aria-current={company.compCode === selected ? 'true' : undefined}
            onClick={() => {
              onSelect(company.compCode);
            }}
            sx={{ borderRadius: 1, mb: 0.5, alignItems: 'flex-start' }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{company.compName}</Typography>
              <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                {company.current && <ToneTag tone="blue" label={t('company.list.current')} />}
                {company.rootManager === 1 && (
                  <ToneTag tone="green" label={t('company.list.administrator')} />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {company.roles
                  .map(
                    ({ prodCode, compRole }) =>
                      `${productName(products, prodCode)} · ${dictLabel(compRoles, compRole)}`,
                  )
                  .join(' / ')}
              </Typography>
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
