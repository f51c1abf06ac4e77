import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { type DateRange, fromInputValue, orderRange, toInputValue } from '@/components/date-range';
import { DateRangeField } from '@/components/date-range-field';

describe('orderRange', () => {
  it('swaps an end earlier than the start', () => {
    expect(orderRange(['2024-05-10', '2024-05-01'])).toEqual(['2024-05-01', '2024-05-10']);
    expect(orderRange(['2024-05-01 10:00:00', '2024-05-01 09:59:59'])).toEqual([
      '2024-05-01 09:59:59',
      '2024-05-01 10:00:00',
    ]);
  });

  it('leaves a range in order, or with an end missing, as it is', () => {
    expect(orderRange(['2024-05-01', '2024-05-10'])).toEqual(['2024-05-01', '2024-05-10']);
    expect(orderRange(['2024-05-10', ''])).toEqual(['2024-05-10', '']);
  });
});

describe('input values', () => {
  it('maps YYYY-MM-DD HH:mm:ss to a datetime-local value and back', () => {
    expect(toInputValue('2024-05-01 09:30:15', true)).toBe('2024-05-01T09:30:15');
    expect(fromInputValue('2024-05-01T09:30:15', true)).toBe('2024-05-01 09:30:15');
    expect(fromInputValue('2024-05-01T09:30', true)).toBe('2024-05-01 09:30:00');
    expect(fromInputValue('2024-05-01', false)).toBe('2024-05-01');
  });
});

function Harness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>(['2024-05-10', '']);
  return (
    <DateRangeField
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe('DateRangeField', () => {
  it('puts an earlier end date first', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2024-05-01' } });

    expect(onChange).toHaveBeenLastCalledWith(['2024-05-01', '2024-05-10']);
    expect(screen.getByLabelText('Start date')).toHaveValue('2024-05-01');
    expect(screen.getByLabelText('End date')).toHaveValue('2024-05-10');
  });
});
