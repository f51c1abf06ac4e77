import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { LanguageSwitch } from '@/components/language-switch';
import { renderWithProviders } from '@/testing/render';

describe('LanguageSwitch', () => {
  it('opens the languages on the first click, the current one marked, and switches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguageSwitch />);

    // Its name starts with what it shows (WCAG 2.5.3, Label in Name).
    const button = screen.getByRole('button', { name: 'English (language)' });
    expect(button).toHaveTextContent('English');
    await user.click(button);

    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toBeChecked();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitemradio', { name: '简体中文' }));

    await waitFor(() => {
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(document.documentElement.lang).toBe('zh-CN');
    });
    expect(screen.getByRole('button', { name: '简体中文（语言）' })).toHaveTextContent('简体中文');
  });
});
