import 'i18next';

import type { ComponentsMessages } from '@/components/locales/zh-cn';
import type { AuthMessages } from '@/features/auth/locales/zh-cn';
import type { IdleMessages } from '@/features/idle/locales/zh-cn';
import type { PortalMessages } from '@/features/portal/locales/zh-cn';
import type { ShellMessages } from '@/features/shell/locales/zh-cn';
import type { AccountMessages } from '@/features/account/locales/zh-cn';
import type { PersonnelMessages } from '@/features/personnel/locales/zh-cn';
import type { AuditLogMessages } from '@/features/audit-log/locales/zh-cn';
import type { CompanyMessages } from '@/features/company/locales/zh-cn';
import type { InvitationsMessages } from '@/features/invitations/locales/zh-cn';
import type { MessagesMessages } from '@/features/messages/locales/zh-cn';
import type { ProductsMessages } from '@/features/products/locales/zh-cn';
import type { RegisterMessages } from '@/features/register/locales/zh-cn';
import type { ResetPasswordMessages } from '@/features/reset-password/locales/zh-cn';
import type { CommonMessages } from '@/i18n/locales/common-zh-cn';
import type { Messages } from '@/i18n/locales/zh-cn';

// The keys `t` accepts, as one tree: the first load's strings (the default namespace) and each
// feature's, which load as namespaces of their own and are found through `fallbackNS`
// (i18n/instance.ts), so a key reads the same wherever its strings came from.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: CommonMessages &
        Messages &
        ComponentsMessages &
        AuthMessages &
        IdleMessages &
        PortalMessages &
        ShellMessages &
        AccountMessages &
        PersonnelMessages &
        AuditLogMessages &
        CompanyMessages &
        InvitationsMessages &
        MessagesMessages &
        ProductsMessages &
        RegisterMessages &
        ResetPasswordMessages;
    };
  }
}
