import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports run one way: lib/components/i18n → features → app; never feature to feature.
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

export default defineConfig(
  {
    // src/lib/api-schema.d.ts is generated from contracts/openapi.json (npm run api-types).
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/lib/api-schema.d.ts',
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
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], reactRefresh.configs.vite],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/{lib,components,i18n}/**/*.{ts,tsx}'],
    rules: restrictImports(noApp, noFeatures),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrictImports(noApp, {
      group: ['@/features/*', `!@/features/${feature}`],
      message: 'Features do not import each other; move shared code to components/ or lib/.',
    }),
  })),
  {
    files: ['*.config.{js,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
