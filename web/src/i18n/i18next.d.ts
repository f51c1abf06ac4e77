import 'i18next';

import type { ComponentsMessages } from '@/components/locales/zh-cn';
/* eslint-disable no-restricted-imports -- feature strings are typed with the app's (i18n.ts) */
import type { AuthMessages } from '@/features/auth/locales/zh-cn';
import type { IdleMessages } from '@/features/idle/locales/zh-cn';
import type { PortalMessages } from '@/features/portal/locales/zh-cn';
import type { ShellMessages } from '@/features/shell/locales/zh-cn';
/* eslint-enable no-restricted-imports */
import type { Messages } from '@/i18n/locales/zh-cn';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Messages &
        ComponentsMessages &
        AuthMessages &
        IdleMessages &
        PortalMessages &
        ShellMessages;
    };
  }
}
