import '@/lib/portal-profile';
import '@/app/i18n';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { startRequestProtection } from '@/lib/request-protection';
import { startTokenRenewal } from '@/lib/token-renewal';

// The specification fetches the RSA public keys at start; the first calls then find them ready.
startRequestProtection();
// Renews the access token shortly before it expires, for as long as the page is open.
startTokenRenewal();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for all of it; index.html's brand mark shows meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
