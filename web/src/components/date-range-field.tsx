import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { type DateRange, fromInputValue, orderRange, toInputValue } from '@/components/date-range';

interface DateRangeFieldProps {
  value: DateRange;
  /** Called with the range in order: an end before the start is swapped (specification §5). */
  onChange: (range: DateRange) => void;
  /** Date and time (`YYYY-MM-DD HH:mm:ss`) instead of dates (`YYYY-MM-DD`). */
  withTime?: boolean;
  startLabel?: string;
  endLabel?: string;
  size?: 'small' | 'medium';
}

/**
 * A start and an end field. MUI ships no date picker here, so the browser's own date inputs
 * do the picking (keyboard and screen readers included); this keeps the range in order.
 */
export function DateRangeField({
  value,
  onChange,
  withTime = false,
  startLabel,
  endLabel,
  size = 'small',
}: DateRangeFieldProps) {
  const { t } = useTranslation();
  const [start, end] = value;
  const type = withTime ? 'datetime-local' : 'date';
  const change = (next: DateRange) => {
    onChange(orderRange(next));
  };
  const common = {
    type,
    size,
    slotProps: { inputLabel: { shrink: true }, htmlInput: withTime ? { step: 1 } : {} },
  } as const;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        {...common}
        label={
          startLabel ?? t(withTime ? 'sharedUi.dateRange.startTime' : 'sharedUi.dateRange.start')
        }
        value={toInputValue(start, withTime)}
        onChange={(event) => {
          change([fromInputValue(event.target.value, withTime), end]);
        }}
      />
      <Typography component="span" color="text.secondary" aria-hidden>
        {t('sharedUi.dateRange.separator')}
      </Typography>
      <TextField
        {...common}
        label={endLabel ?? t(withTime ? 'sharedUi.dateRange.endTime' : 'sharedUi.dateRange.end')}
        value={toInputValue(end, withTime)}
        onChange={(event) => {
          change([start, fromInputValue(event.target.value, withTime)]);
        }}
      />
    </Stack>
  );
}
