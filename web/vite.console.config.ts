import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The operator console: a second app of this package (console/), sharing src/lib, src/components
// and src/i18n with the portal (`@/`), its own code under `@console/`. The gateway serves the
// build from its console listener; in dev, Vite forwards /api to that listener.
const consoleUrl = process.env.CONSOLE_URL ?? 'http://127.0.0.1:8002';

export default defineConfig({
  root: fileURLToPath(new URL('./console', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@console': fileURLToPath(new URL('./console/src', import.meta.url)),
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': { target: consoleUrl, changeOrigin: true } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist-console', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // As the portal's (vite.config.ts): libraries in a few large files, MUI whole in one.
        // The data grid (and what only it uses) stays with the screens showing tables, so the
        // sign-in page does not wait for it.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 4,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/,
              priority: 3,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion[\\/]|@popperjs[\\/]|stylis[\\/]|react-transition-group[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
