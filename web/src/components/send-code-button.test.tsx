import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SendCodeButton } from '@/components/send-code-button';

afterEach(() => {
  vi.useRealTimers();
});

describe('SendCodeButton', () => {
  it('counts down the wait the server gives, then offers to resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const onSend = vi.fn(() => Promise.resolve(120));
    render(<SendCodeButton onSend={onSend} />);

    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });

    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('stays as it was when nothing was sent', async () => {
    render(<SendCodeButton onSend={() => Promise.resolve(false as const)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));

    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
