import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DateRangeField } from '@/components/date-range-field';
import type { AuditKind } from '@/features/audit-log/api/get-audit-kinds';
import type { Person } from '@/features/audit-log/api/get-people';
import { type AuditFilters as Filters, NO_FILTERS } from '@/features/audit-log/audit-search';

interface AuditFiltersProps {
  /** The filters in the URL; the form starts from them (mount it keyed by them). */
  value: Filters;
  people: readonly Person[] | undefined;
  kinds: readonly AuditKind[] | undefined;
  onSearch: (filters: Filters) => void;
}

const FIELD_SX = { minWidth: 180, flex: '1 1 180px' };

/** Who (an employee), what (a kind) and when (a range of days, kept in order). */
export function AuditFilters({ value, people, kinds, onSearch }: AuditFiltersProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(value);
  const set = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('auditLog.filters.label')}
      noValidate
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(filters);
      }}
    >
      <TextField
        select
        label={t('auditLog.filters.who')}
        size="small"
        sx={FIELD_SX}
        value={filters.who}
        onChange={(event) => {
          set({ who: event.target.value });
        }}
      >
        <MenuItem value="">{t('auditLog.filters.any')}</MenuItem>
        {people?.map((person) => (
          <MenuItem key={person.employeeCode} value={person.employeeCode}>
            {person.name} {person.mobile}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('auditLog.filters.kind')}
        size="small"
        sx={FIELD_SX}
        value={filters.kind}
        onChange={(event) => {
          set({ kind: event.target.value });
        }}
      >
        <MenuItem value="">{t('auditLog.filters.any')}</MenuItem>
        {kinds?.map((kind) => (
          <MenuItem key={kind.code} value={kind.code}>
            {kind.text}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeField
        value={[filters.from, filters.to]}
        onChange={([from, to]) => {
          set({ from, to });
        }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained">
          {t('auditLog.filters.search')}
        </Button>
        <Button
          onClick={() => {
            setFilters(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          {t('auditLog.filters.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}
