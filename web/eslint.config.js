import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

function featuresIn(folder) {
  return readdirSync(new URL(folder, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
const features = featuresIn('./src/features');
const consoleFeatures = featuresIn('./console/src/features');

// Imports run one way: lib/components/i18n → features → app; never feature to feature. The
// operator console (console/src, `@console/`) builds on the shared src/lib, src/components and
// src/i18n, never on the portal's app or features; the portal never imports the console.
function restrictImports(...patterns) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['../*'], message: 'Use the @/ alias instead of parent imports.' },
          ...patterns,
        ],
      },
    ],
  };
}
const noApp = { group: ['@/app/*'], message: 'Only app/ may import app/.' };
const noFeatures = { group: ['@/features/*'], message: 'Shared code must not import features.' };
const noConsole = { group: ['@console/*'], message: 'The portal does not import the console.' };
const noPortal = {
  group: ['@/app/*', '@/features/*'],
  message: "The console uses the shared lib, components and i18n, never the portal's own code.",
};
const noConsoleApp = { group: ['@console/app/*'], message: 'Only app/ may import app/.' };
const noConsoleFeatures = {
  group: ['@console/features/*'],
  message: 'Shared code must not import features.',
};

export default defineConfig(
  {
    // src/lib/api-schema.d.ts is generated from contracts/openapi.json (npm run api-types).
    ignores: [
      'dist',
      'dist-console',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/lib/api-schema.d.ts',
      'console/src/lib/api-schema.d.ts',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...restrictImports(),
    },
  },
  {
    files: ['{src,console/src}/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: restrictImports(noConsole),
  },
  {
    files: ['src/{lib,components,i18n}/**/*.{ts,tsx}'],
    rules: restrictImports(noApp, noFeatures, noConsole),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(noApp, noConsole, {
      group: ['@/features/*', `!@/features/${feature}`],
      message: 'Features do not import each other; move shared code to components/ or lib/.',
    }),
  })),
  {
    files: ['console/src/**/*.{ts,tsx}'],
    rules: restrictImports(noPortal),
  },
  {
    files: ['console/src/{lib,components,i18n}/**/*.{ts,tsx}'],
    rules: restrictImports(noPortal, noConsoleApp, noConsoleFeatures),
  },
  ...consoleFeatures.map((feature) => ({
    files: [`console/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(noPortal, noConsoleApp, {
      group: ['@console/features/*', `!@console/features/${feature}`],
      message: 'Features do not import each other; move shared code to components/ or lib/.',
    }),
  })),
  {
    files: ['*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The console's journeys share the portal journeys' support (axe, the tip dialog) one
    // folder up; journeys run in Node, where there is no `@/` alias.
    files: ['e2e/console/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
