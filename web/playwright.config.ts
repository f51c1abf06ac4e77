import { defineConfig, devices } from '@playwright/test';

// The Makefile starts the real server; these tests only need its addresses: the portal's, and
// the operator console's listener (scripts/lib/fresh-portal.sh exports both).
const baseURL = process.env.PORTAL_URL ?? 'http://127.0.0.1:8000';
const consoleURL = process.env.CONSOLE_URL ?? 'http://127.0.0.1:8002';

// Debian's Chromium, never a downloaded browser (install with PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// `make test` runs the journeys twice, embedded then distributed (E2E_MODE), and Playwright
// empties its output folder when a run starts: the second run writes to a folder of its own, so
// test-results/ keeps the first run's screenshots (home, sign-in, shell, security verification).
const outputDir =
  process.env.E2E_MODE === 'distributed' ? 'test-results-distributed' : 'test-results';

const launchOptions = {
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// The console's journeys, at the width its operators' guide shows it.
const consoleUse = {
  ...devices['Desktop Chrome'],
  launchOptions,
  baseURL: consoleURL,
  viewport: { width: 1440, height: 900 },
};

// Console journeys that change a portal-wide setting: see the `portal-wide` project.
const PORTAL_WIDE = ['security-params.spec.ts'];
// Portal journeys that change how a demo user signs in (two-step on for 李娜, whom many
// journeys sign in as): see the `user-wide` project.
const USER_WIDE = ['two-step.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  outputDir,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous: the server, its argon2 and Chromium share two cores with everything else.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['console/**', ...USER_WIDE],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Started once every other portal journey has finished, one test at a time, so that no
      // journey signing in as the same user meets a second step it does not expect.
      name: 'user-wide',
      testMatch: USER_WIDE,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // The operator console's journeys. One at a time: they sign in as the same demo
      // operators, whose authenticator codes are single use.
      name: 'console',
      testDir: './e2e/console',
      testIgnore: PORTAL_WIDE,
      workers: 1,
      use: consoleUse,
    },
    {
      // Journeys that change a setting of the whole portal (the idle period of every new
      // session) would break the others running beside them: this project depends on both
      // above, so Playwright starts it only once every other journey has finished, one test at
      // a time. Run alone with `--no-deps`: `make e2e E2E_ARGS="--no-deps e2e/console/x.spec.ts"`
      // (else the projects it depends on run whole first).
      name: 'portal-wide',
      testDir: './e2e/console',
      testMatch: PORTAL_WIDE,
      dependencies: ['chromium', 'user-wide', 'console'],
      workers: 1,
      use: consoleUse,
    },
  ],
});
