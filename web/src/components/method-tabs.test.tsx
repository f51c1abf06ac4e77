import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { MethodTabs } from '@/components/method-tabs';
import { renderWithProviders } from '@/testing/render';

const TABS = [
  { value: 'password', label: 'Password' },
  { value: 'sms', label: 'SMS code' },
  { value: 'key', label: 'Security key' },
] as const;

function Switch() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('password');
  return (
    <>
      <MethodTabs
        label="Sign-in method"
        tabs={TABS}
        value={value}
        onChange={setValue}
        idPrefix="m"
      />
      <div role="tabpanel" id={`m-panel-${value}`} aria-labelledby={`m-tab-${value}`}>
        {value} form
      </div>
      <button type="button">After</button>
    </>
  );
}

describe('MethodTabs', () => {
  it('marks the chosen tab, names the panel by it, and changes on click', async () => {
    renderWithProviders(<Switch />);
    const user = userEvent.setup();

    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toHaveTextContent('password form');

    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('tab', { name: 'SMS code', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password', selected: false })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'SMS code' })).toHaveTextContent('sms form');
  });

  it('is one Tab stop; arrows, Home and End move between the tabs and choose them', async () => {
    renderWithProviders(<Switch />);
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS code', selected: true })).toHaveFocus();

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Security key', selected: true })).toHaveFocus();

    await user.keyboard('{ArrowRight}'); // wraps round
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Security key', selected: true })).toHaveFocus();

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toHaveFocus();

    // Out of the list in one step, not through every tab.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
