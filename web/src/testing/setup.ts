import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { i18n } from '@/i18n/i18n';
import { forgetBrowserId } from '@/lib/browser-id';
import { resetRequestProtection } from '@/lib/request-protection';

// Tests read English text whatever the machine's locale.
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

// Every test is a fresh page load: new page key, keys fetched again, a new session.
beforeEach(() => {
  resetRequestProtection();
  forgetBrowserId();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
