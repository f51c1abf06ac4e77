import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterField<F extends string> {
  name: F;
  label: string;
  /** A choice among `options` ('' is 'all'); text otherwise. */
  options?: { value: string; label: string }[];
  width?: number;
}

interface FilterBarProps<F extends string> {
  fields: FilterField<F>[];
  /** The filters in force (the URL's). */
  values: Readonly<Record<F, string>>;
  onApply: (values: Partial<Record<F, string>>) => void;
  /** More controls (a date range) that set values themselves through `draft`. */
  extra?: (draft: Record<F, string>, set: (name: F, value: string) => void) => ReactNode;
}

function Filters<F extends string>({ fields, values, onApply, extra }: FilterBarProps<F>) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<F, string>>({ ...values });
  const set = (name: F, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      role="search"
      aria-label={t('list.filters')}
      onSubmit={submit}
      sx={{ p: 2, mb: 2 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {fields.map((field) => (
          <TextField
            key={field.name}
            size="small"
            name={field.name}
            label={field.label}
            select={field.options !== undefined}
            value={draft[field.name]}
            onChange={(event) => {
              set(field.name, event.target.value);
            }}
            sx={{ width: { xs: '100%', sm: field.width ?? 200 } }}
          >
            {field.options && [
              <MenuItem key="" value="">
                {t('list.all')}
              </MenuItem>,
              ...field.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              )),
            ]}
          </TextField>
        ))}
        {extra?.(draft, set)}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {t('list.search')}
          </Button>
          <Button
            type="button"
            variant="outlined"
            onClick={() => {
              onApply({});
            }}
          >
            {t('list.reset')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * A list's filters above its table: typed here, applied on 'search' (Enter too), cleared by
 * 'reset'. When the filters in force change (back button, a link), the fields follow them.
 */
export function FilterBar<F extends string>(props: FilterBarProps<F>) {
  return <Filters key={JSON.stringify(props.values)} {...props} />;
}
