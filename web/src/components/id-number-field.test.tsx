import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { IdNumberField } from '@/components/id-number-field';
import { i18n } from '@/i18n/instance';

function Form() {
  const { control } = useForm({ mode: 'onChange', defaultValues: { idNumber: '' } });
  return <IdNumberField control={control} name="idNumber" />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('IdNumberField', () => {
  it('shows the rule broken, in the server words, 200 ms after the change', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Form />);

    await user.type(screen.getByLabelText('ID number'), '1101051949123100');
    expect(screen.queryByText(/15 or 18 characters/)).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });

    expect(screen.getByText('The ID number must have 15 or 18 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('ID number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the message for a valid number and stores it upper-cased', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const field = screen.getByLabelText('ID number');

    await user.type(field, '11010519491231002');
    expect(await screen.findByText(/15 or 18 characters/)).toBeInTheDocument();
    await user.type(field, 'x');
    await user.tab();

    await vi.waitFor(() => {
      expect(screen.queryByText(/ID number/, { selector: 'p' })).not.toBeInTheDocument();
    });
    expect(field).toHaveValue('11010519491231002X');
  });

  it('speaks the language chosen, also for a message already shown', async () => {
    const user = userEvent.setup();
    render(<Form />);

    await user.type(screen.getByLabelText('ID number'), '11010520271231002X');
    expect(
      await screen.findByText('The birth date in the ID number is wrong.'),
    ).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('zh-CN');
    });

    expect(screen.getByText('证件号码中的出生日期不正确')).toBeInTheDocument();
  });
});
