import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface SearchBoxProps {
  /** The search in the URL; the field starts from it and follows it. */
  value: string;
  onSearch: (keyword: string) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  clearLabel: string;
}

/** A search form: Enter or the button searches, the clear button searches for everything. */
export function SearchBox(props: SearchBoxProps) {
  const { value, onSearch, label, placeholder, submitLabel, clearLabel } = props;
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed (back button, a link): the field follows.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }

  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextField
        size="small"
        fullWidth
        label={label}
        placeholder={placeholder}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
            endAdornment: draft && (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={clearLabel}
                  onClick={() => {
                    setDraft('');
                    onSearch('');
                  }}
                >
                  <ClearOutlined fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" sx={{ flex: 'none' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
