import '@/i18n/i18n';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { startRequestProtection } from '@/lib/request-protection';

// The specification fetches the RSA public keys at start; the first calls then find them ready.
startRequestProtection();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
