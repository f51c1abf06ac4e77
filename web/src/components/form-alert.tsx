import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

interface FormAlertProps {
  message: string | undefined;
  severity?: AlertColor;
  /** A heading above the message. */
  title?: string;
  /** A line after the message: what the user can do about it. */
  hint?: string;
}

/** A form's outcome above its fields (announced: role alert or status). */
export function FormAlert({ message, severity = 'error', title, hint }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {title && <AlertTitle>{title}</AlertTitle>}
      {message}
      {hint && <div>{hint}</div>}
    </Alert>
  );
}
