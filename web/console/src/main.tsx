import '@console/lib/console-profile';
import '@console/app/i18n';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@console/app/app';
import { startRequestProtection } from '@/lib/request-protection';
import { startTokenRenewal } from '@/lib/token-renewal';

// The keys for request protection, once per page load; the first calls find them ready.
startRequestProtection();
// Renews the access token shortly before it expires, for as long as the tab is open.
startTokenRenewal();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
