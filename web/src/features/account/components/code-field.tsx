import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { SendCodeButton } from '@/components/send-code-button';

interface CodeFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Asks for a code: resolves to the seconds before the next, or false when none was sent. */
  onSend: () => Promise<number | false>;
}

/** A code the user receives (SMS or e-mail) beside the button that sends it. */
export function CodeField({ label, registration, error, onSend }: CodeFieldProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        {...registration}
        label={label}
        autoComplete="one-time-code"
        error={error !== undefined}
        helperText={error}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 16, inputMode: 'numeric', spellCheck: false } }}
      />
      <SendCodeButton onSend={onSend} sx={{ flex: 'none', minWidth: 120, height: 56 }} />
    </Stack>
  );
}
