// The portal's client profile first: modules read it as they load.
import '@/lib/portal-profile';
import '@/app/i18n';
import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { i18n } from '@/i18n/instance';
import { forgetBrowserId } from '@/lib/browser-id';
import { forgetEarlyCaptcha } from '@/lib/captcha';
import { resetConfirmation } from '@/lib/confirm';
import { resetIdleLock } from '@/lib/idle-lock';
import { forgetLists } from '@/lib/list-memory';
import { resetLoading } from '@/lib/loading';
import { resetAppNavigator } from '@/lib/navigation';
import { resetNotifications } from '@/lib/notifications';
import { resetRequestProtection } from '@/lib/request-protection';
import { resetTokenRenewal } from '@/lib/token-renewal';

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
  resetTokenRenewal();
  resetAppNavigator();
  resetNotifications();
  resetLoading();
  resetIdleLock();
  resetConfirmation();
  forgetLists();
  forgetEarlyCaptcha();
  document.cookie.split('; ').forEach((entry) => {
    const name = entry.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});
