/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// MUI modules used by at least this many routes' chunks go into one shared file. Fewer, and the
// file carries components the public pages never show (selects, chips, steppers): 8 saves 12 KB
// gzip on `/` and 8 KB on `/login` against 4, for two more requests.
const MUI_SHARED_BY = 8;

const MUI = /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group)[\\/]/;

// The pages a first visit opens (`/` lands on the home page): each one's MUI in a file of its
// own, so that neither downloads the other's components (`/` has no text field, the sign-in
// page no chip), nor those of pages further in.
const FIRST_PAGES = {
  'mui-home': ['src/app/layouts/public-layout.tsx', 'src/features/portal/routes/home-page.tsx'],
  'mui-sign-in': ['src/features/auth/routes/login-page.tsx'],
};
type FirstPage = keyof typeof FIRST_PAGES;

/** Which file each MUI module of the first pages goes to, known once the module graph is. */
const firstLoadMui = new Map<string, 'mui' | FirstPage>();

/**
 * Fills `firstLoadMui`: what the entry imports, and what every first page imports, goes to the
 * shared `mui` file; what only one first page imports, to that page's file.
 */
function firstLoadMuiPlugin(): Plugin {
  return {
    name: 'first-load-mui',
    apply: 'build',
    buildEnd() {
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (starts: string[]) => {
        const seen = new Set<string>();
        const stack = [...starts];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...imports(id));
        }
        return [...seen].filter((id) => MUI.test(id));
      };
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      const root = fileURLToPath(new URL('.', import.meta.url));
      const pages = Object.entries(FIRST_PAGES).map(([name, files]) => ({
        name: name as FirstPage,
        modules: new Set(reach(files.map((file) => root + file))),
      }));
      firstLoadMui.clear();
      for (const id of reach(entries)) firstLoadMui.set(id, 'mui');
      for (const { name, modules } of pages) {
        for (const id of modules) {
          if (firstLoadMui.has(id)) continue;
          const everyPage = pages.every((page) => page.modules.has(id));
          firstLoadMui.set(id, everyPage ? 'mui' : name);
        }
      }
    },
  };
}

// The gateway serves the built app and answers /api; in dev, Vite forwards /api to it.
const gatewayUrl = process.env.PORTAL_URL ?? 'http://127.0.0.1:8000';

export default defineConfig({
  plugins: [react(), firstLoadMuiPlugin()],
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
    // A browser without `modulepreload` (Safari before 17) still gets every file, through the
    // imports, a little later; the polyfill would be first-load weight for every browser.
    modulePreload: { polyfill: false },
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
            { name: 'mui', test: (id) => firstLoadMui.get(id) === 'mui', priority: 1 },
            ...Object.keys(FIRST_PAGES).map((name) => ({
              name,
              test: (id: string) => firstLoadMui.get(id) === name,
              priority: 1,
            })),
            { name: 'mui-shared', test: MUI, minShareCount: MUI_SHARED_BY, priority: 0 },
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
