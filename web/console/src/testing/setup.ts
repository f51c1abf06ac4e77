// The console's client profile and strings first: modules read them as they load.
import '@console/lib/console-profile';
import '@console/app/i18n';
import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { i18n } from '@/i18n/instance';
import { resetConfirmation } from '@/lib/confirm';
import { resetIdleLock } from '@/lib/idle-lock';
import { resetLoading } from '@/lib/loading';
import { resetAppNavigator } from '@/lib/navigation';
import { resetNotifications } from '@/lib/notifications';
import { resetRequestProtection } from '@/lib/request-protection';
import { resetTokenRenewal } from '@/lib/token-renewal';

// A hang guard, not a speed limit: on a busy 2-core machine a lazily loaded route or a page's
// first protected call (WebCrypto) has taken well over the default second.
configure({ asyncUtilTimeout: 10_000 });

// Tests read English text whatever the machine's locale.
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

// Every test is a fresh tab: new page key, keys fetched again, nothing in sessionStorage.
beforeEach(() => {
  resetRequestProtection();
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
  sessionStorage.clear();
});
