import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { type Employee, useEmployees } from '@/features/personnel/api/get-employees';
import { usePortalSession } from '@/lib/portal-session';

const SHOWN = 20;

interface AdminCandidatesProps {
  value: string;
  onChange: (employee: Employee) => void;
  error?: string;
  disabled?: boolean;
}

/** The active employees who could take the administrator account, found by name. */
export function AdminCandidates({ value, onChange, error, disabled }: AdminCandidatesProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const { identityKey, claims } = usePortalSession();
  const [typed, setTyped] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setName(typed.trim());
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [typed]);
  const { data, isPending, isError } = useEmployees(identityKey, {
    pageNum: 1,
    pageSize: SHOWN,
    name: name || undefined,
    status: 1,
  });
  const candidates = data?.list.filter(
    (employee) => employee.rootManager !== 1 && employee.employeeCode !== claims.emp,
  );

  return (
    <FormControl error={error !== undefined} disabled={disabled}>
      <FormLabel id={labelId}>{t('personnel.changeAdmin.candidate')}</FormLabel>
      <TextField
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
        label={t('personnel.changeAdmin.search')}
        size="small"
        type="search"
        sx={{ my: 1, maxWidth: 320 }}
        slotProps={{ htmlInput: { maxLength: 64 } }}
      />
      {isPending ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t('personnel.changeAdmin.searching')}</Typography>
        </Stack>
      ) : isError || !candidates?.length ? (
        <Typography variant="body2" color="text.secondary">
          {t('personnel.changeAdmin.noCandidates')}
        </Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={value}
          onChange={(_, code) => {
            const chosen = candidates.find((employee) => employee.employeeCode === code);
            if (chosen) onChange(chosen);
          }}
        >
          {candidates.map((employee) => (
            <FormControlLabel
              key={employee.employeeCode}
              value={employee.employeeCode}
              control={<Radio />}
              label={`${employee.name} · ${employee.mobile}`}
            />
          ))}
        </RadioGroup>
      )}
      {data && data.total > SHOWN && (
        <FormHelperText error={false}>
          {t('personnel.changeAdmin.more', { count: SHOWN })}
        </FormHelperText>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
