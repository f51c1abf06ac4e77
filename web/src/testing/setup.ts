// The portal's client profile first: modules read it as they load.
import '@/lib/portal-profile';
import '@/app/i18n';
import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';

import { featureTexts } from '@/app/i18n';
import { i18n, loadTexts } from '@/i18n/instance';
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

// Tests render pages and components without their routes: every feature's strings, loaded as
// a route would load them (a language switch then loads each in the new language).
beforeAll(async () => {
  await loadTexts(Object.keys(featureTexts));
});

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
