import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mainContentProps } from '@/components/main-content';
import { SkipLink } from '@/components/skip-link';
import { renderWithProviders } from '@/testing/render';

function Page() {
  return (
    <>
      <SkipLink />
      <header>
        <a href="/index/index">Home</a>
      </header>
      <main {...mainContentProps}>
        <a href="/index/help">Help</a>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop, and Enter moves focus to the main region', async () => {
    renderWithProviders(<Page />);
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // No fragment in the address: the router would read it as a navigation.
    expect(window.location.hash).toBe('');

    // The next Tab lands in the page, past the header.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
  });
});
