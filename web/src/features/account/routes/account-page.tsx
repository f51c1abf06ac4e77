import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { AccountOverview } from '@/features/account/components/account-overview';
import { PageFrame } from '@/features/account/components/page-frame';
import { SessionsPanel } from '@/features/account/components/sessions-panel';
import { SignInHistory } from '@/features/account/components/sign-in-history';
import { SmsSettings } from '@/features/account/components/sms-settings';
import { TwoStepPanel } from '@/features/account/components/two-step-panel';
import { isAccountAdministrator } from '@/lib/account-administrator';
import { usePortalSession } from '@/lib/portal-session';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  // Strings: in sx a plain 1 means 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const TABS = ['security', 'sessions', 'history', 'sms'] as const;
type AccountTab = (typeof TABS)[number];

function tabOf(value: string | null): AccountTab {
  return TABS.find((tab) => tab === value) ?? 'security';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Account information (`/center/crm/account/list`): the account and its changes, the sessions
 * and devices, the sign-in history and the SMS notification settings, one tab each; tab and page
 * are in the URL.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const portalSession = usePortalSession();
  const { identityKey, claims } = portalSession;
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));

  const show = (next: AccountTab, nextPage = 1) => {
    const query = new URLSearchParams();
    if (next !== 'security') query.set('tab', next);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const headings: Record<AccountTab, string> = {
    security: t('account.tabs.security'),
    sessions: t('account.tabs.sessions'),
    history: t('account.tabs.history'),
    sms: t('account.tabs.sms'),
  };

  return (
    <PageFrame title={t('route.account')}>
      <Tabs
        value={tab}
        onChange={(_, next: AccountTab) => {
          show(next);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('account.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={headings[value]}
            id={`account-tab-${value}`}
            aria-controls={`account-panel-${value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        {/* The tab names the panel; the heading keeps the outline (h1, h2, dialogs' h2/h3). */}
        <Typography variant="h6" component="h2" sx={VISUALLY_HIDDEN}>
          {headings[tab]}
        </Typography>
        {tab === 'security' && (
          <>
            <AccountOverview identityKey={identityKey} />
            <TwoStepPanel identityKey={identityKey} />
          </>
        )}
        {tab === 'sessions' && (
          <SessionsPanel
            identityKey={identityKey}
            administrator={isAccountAdministrator(portalSession)}
          />
        )}
        {tab === 'history' && (
          <SignInHistory
            identityKey={identityKey}
            page={page}
            onPage={(next) => {
              show('history', next);
            }}
          />
        )}
        {tab === 'sms' && <SmsSettings identityKey={identityKey} employeeCode={claims.emp ?? ''} />}
      </Box>
    </PageFrame>
  );
}
