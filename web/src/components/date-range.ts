// Specification §5: a date range whose end is earlier than its start is swapped; dates are
// YYYY-MM-DD, date-times YYYY-MM-DD HH:mm:ss (DATE_FORMAT and DATETIME_FORMAT in lib/format).

export type DateRange = [start: string, end: string];

/** Both ends set and the end earlier than the start: swapped; otherwise as given. */
export function orderRange([start, end]: DateRange): DateRange {
  // Both formats sort as text in time order (fixed width, most significant first).
  return start && end && end < start ? [end, start] : [start, end];
}

/** `YYYY-MM-DD HH:mm:ss` to the value of an `<input type="datetime-local">`. */
export function toInputValue(value: string, withTime: boolean): string {
  return withTime ? value.replace(' ', 'T') : value;
}

/** An `<input>` value to the specification's format (seconds added when the input has none). */
export function fromInputValue(value: string, withTime: boolean): string {
  if (!withTime || value === '') return value;
  const [date, time = ''] = value.split('T');
  return `${date} ${time.length === 5 ? `${time}:00` : time}`;
}
