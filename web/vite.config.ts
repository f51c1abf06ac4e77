/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// MUI modules used by at least this many routes' chunks go into one shared file. Fewer, and the
// file carries components the public pages never show (selects, chips, steppers): 8 saves 12 KB
// gzip on `/` and 8 KB on `/login` against 4, for two more requests.
const MUI_SHARED_BY = 8;

// The gateway serves the built app and answers /api; in dev, Vite forwards /api to it.
const gatewayUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The operator console's own code (vite.console.config.ts builds it); here for its tests.
      '@console': fileURLToPath(new URL('./console/src', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': { target: gatewayUrl, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries in a few large files rather than dozens of small ones: on a slow connection
        // each request costs a round trip, six at a time. MUI's components go together only when
        // many routes share them; the rest stay with the routes that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
              priority: 3,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
              priority: 2,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/,
              minShareCount: MUI_SHARED_BY,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    // The shared request-protection vectors (DESIGN §5) live outside web/, beside the Python.
    alias: { '@contracts': fileURLToPath(new URL('../contracts', import.meta.url)) },
    environment: 'jsdom',
    // Each app's tests start with its own client profile and strings (its setup file).
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['console/src/**/*.test.{ts,tsx}'],
          setupFiles: ['./console/src/testing/setup.ts'],
        },
      },
    ],
    restoreMocks: true,
    unstubGlobals: true,
    // Every core (Vitest leaves one free by default: on two cores that halves the speed).
    maxWorkers: availableParallelism(),
    // A hang guard, not a speed limit: on a busy 2-core machine a test doing real WebCrypto
    // (request protection) has taken over the default 5 s.
    testTimeout: 20_000,
  },
});
