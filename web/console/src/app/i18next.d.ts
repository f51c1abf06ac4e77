import 'i18next';

import type { AccountMessages } from '@console/features/account/locales/zh-cn';
import type { AuditMessages } from '@console/features/audit/locales/zh-cn';
import type { CompaniesMessages } from '@console/features/companies/locales/zh-cn';
import type { ContentMessages } from '@console/features/content/locales/zh-cn';
import type { IdleMessages } from '@console/features/idle/locales/zh-cn';
import type { MessagesMessages } from '@console/features/messages/locales/zh-cn';
import type { OperatorsMessages } from '@console/features/operators/locales/zh-cn';
import type { ReviewMessages } from '@console/features/review/locales/zh-cn';
import type { SecurityMessages } from '@console/features/security/locales/zh-cn';
import type { SignInMessages } from '@console/features/sign-in/locales/zh-cn';
import type { UsersMessages } from '@console/features/users/locales/zh-cn';
import type { ConsoleMessages } from '@console/i18n/locales/zh-cn';
import type { ComponentsMessages } from '@/components/locales/zh-cn';
import type { CommonMessages } from '@/i18n/locales/common-zh-cn';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: CommonMessages &
        ComponentsMessages &
        ConsoleMessages &
        SignInMessages &
        IdleMessages &
        AccountMessages &
        OperatorsMessages &
        UsersMessages &
        SecurityMessages &
        AuditMessages &
        CompaniesMessages &
        ReviewMessages &
        ContentMessages &
        MessagesMessages;
    };
  }
}
