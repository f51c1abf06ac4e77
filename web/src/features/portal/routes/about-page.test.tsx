import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '@/i18n/instance';
import AboutPage from '@/features/portal/routes/about-page';
import { renderPage } from '@/testing/render';

function contacts() {
  return within(screen.getByRole('region', { name: /联系我们|Contact us/ }));
}

describe('AboutPage', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('offers the hotline as a number to call and the e-mail as an address to write to', async () => {
    await i18n.changeLanguage('zh-CN');
    renderPage(AboutPage, { path: '/index/about' });

    expect(contacts().getByRole('link', { name: '400-000-0000' })).toHaveAttribute(
      'href',
      'tel:4000000000',
    );
    expect(contacts().getByRole('link', { name: 'service@example.com' })).toHaveAttribute(
      'href',
      'mailto:service@example.com',
    );
    expect(contacts().getByText(/客服热线：/).textContent).toBe(
      '客服热线：400-000-0000（工作日 9:00-18:00）',
    );
  });

  it('reads the same lines in English', () => {
    renderPage(AboutPage, { path: '/index/about' });

    expect(contacts().getByText(/Hotline:/).textContent).toBe(
      'Hotline: 400-000-0000 (working days 9:00-18:00)',
    );
    expect(contacts().getByText(/E-mail:/).textContent).toBe('E-mail: service@example.com');
  });
});
