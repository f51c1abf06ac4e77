import Alert, { type AlertColor } from '@mui/material/Alert';

interface FormAlertProps {
  message: string | undefined;
  severity?: AlertColor;
}

/** A form's outcome above its fields (announced: role alert or status). */
export function FormAlert({ message, severity = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {message}
    </Alert>
  );
}
