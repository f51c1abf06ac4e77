import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '@/i18n/instance';
import { NOTICE_DURATION_MS, notifySuccess, notifyWarning } from '@/lib/notifications';
import { renderWithProviders } from '@/testing/render';

describe('NotificationHost', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message posted from outside React, with its severity, until closed', async () => {
    const user = userEvent.setup();
    renderWithProviders(null);

    act(() => {
      notifyWarning('Your session has ended');
    });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your session has ended');
    expect(alert).toHaveClass('MuiAlert-colorWarning');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a message with a newer one at once, then lets that last 5 s', () => {
    vi.useFakeTimers();
    renderWithProviders(null);

    act(() => {
      notifyWarning('first');
      notifySuccess('second');
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-colorSuccess');

    act(() => {
      vi.advanceTimersByTime(NOTICE_DURATION_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('zh-CN');
    renderWithProviders(null);

    act(() => {
      notifyWarning('请求失败');
    });

    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });
});
