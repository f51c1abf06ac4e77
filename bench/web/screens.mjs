#!/usr/bin/env node
// Every screen's time to usable (issue 20, item 7): signs a demo user in through the real
// /login form in Debian's Chromium, then opens each screen and times it from the navigation to
// its main content visible, not a spinner. Prints a table per screen; asserts nothing.
//
//   make bench-screens                                         # builds, starts a fresh portal
//   PORTAL_URL=http://127.0.0.1:8000 node bench/web/screens.mjs  # a running portal in test mode
//
// Needs the portal in test mode (the sign-in captcha's answer comes from the dev outbox) and
// web/dist built; playwright-core comes from web/node_modules. BENCH_ROUNDS rounds (default 5),
// each in a fresh browser context; the median and the slowest are reported. Each screen is
// timed twice: reached through the app (a menu click: history and the router, the page stays)
// and loaded (a reload or a link from elsewhere). BENCH_REFERENCE_URL: a second portal serving
// another build, measured in alternate rounds under the same load, with the ratios printed.
// BENCH_TRACE=1: what the page fetched between the sign-in answer and the product centre.

import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromWeb = createRequire(join(root, 'web', 'package.json'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TARGET_MS = 1000;
// 王芳, administrator of one company: the sign-in lands on the product centre, and every
// screen of the account centre is hers to open (README "Demo accounts").
const MOBILE = process.env.BENCH_MOBILE ?? '13800000002';
const PASSWORD = 'Demo@123456';
const API = '/api/web/portal/api/';
const SIGN_IN_CALL = `${API}login/user/mobileLoginWithSecurity`;

// Each screen, and what shows its content beyond the heading when a spinner alone would not
// say (the product centre's cards); elsewhere the heading with no spinner in the main landmark
// is the measure: every list and detail shows one (LoadingState) until its rows, or the word
// that there are none, are there.
const SCREENS = [
  ['product centre', '/center/product/product', '[data-testid="product-card"]'],
  ['workbench (EC)', '/center/product/workbench/EC', null],
  ['account', '/center/crm/account/list', null],
  ['personnel', '/center/crm/employee/list', null],
  ['companies', '/center/crm/company/list', null],
  ['user', '/center/crm/user', null],
  ['invitations', '/center/crm/invication', null],
  ['messages', '/msg/message/list', null],
  ['announcements', '/msg/affiche/list', null],
  ['home', '/index/index', null],
  ['products (public)', '/index/product', null],
  ['news', '/index/news/list', null],
  ['help', '/index/help', null],
  ['about', '/index/about', null],
];

/**
 * In the page: when the screen is usable (its `performance.now()`), as a person sees it: a
 * level-1 heading in the main landmark, the screen's content when named, and nothing in it
 * still loading; false until then.
 */
function usableAt(content) {
  const main = document.querySelector('main');
  if (!main) return false;
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const heading = main.querySelector('h1');
  if (!heading || !visible(heading)) return false;
  const busy = main.querySelectorAll(
    '[role="status"] .MuiCircularProgress-root, .MuiSkeleton-root, [role="progressbar"]',
  );
  if ([...busy].some(visible)) return false;
  if (document.querySelector('.app-splash')) return false;
  // A status tag still naming its bare code: the dictionary's labels have not arrived.
  const bareCode = (tag) => /^\d+$/.test(tag.textContent.trim());
  if ([...main.querySelectorAll('[data-status]')].some(bareCode)) return false;
  if (content !== null && ![...document.querySelectorAll(content)].some(visible)) return false;
  return performance.now();
}

async function waitUsable(page, content) {
  const handle = await page.waitForFunction(usableAt, content, {
    polling: 'raf',
    timeout: 30_000,
  });
  return handle.jsonValue();
}

async function captchaAnswer(page, browserId) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(browserId)}`);
    const envelope = await response.json();
    const item = (envelope.body ?? []).find((entry) => entry.kind === 'captcha');
    if (item) return item.code;
    await page.waitForTimeout(100);
  }
  throw new Error('no captcha in the dev outbox: is the portal in test mode?');
}

/** Signs in through the form; the times to the product centre, from submit and from the answer. */
async function signIn(page) {
  const captcha = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('verify/code'));
  await page.goto('/login');
  await captcha;
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByRole('tabpanel', { name: '密码登录' });
  await form.getByLabel('手机号').fill(MOBILE);
  await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
  const browserId = await page.evaluate(() => sessionStorage.getItem('browserID'));
  await form.getByLabel('图形验证码').fill(await captchaAnswer(page, browserId));
  const button = form.getByRole('button', { name: '登录', exact: true });
  const submitted = await page.evaluate(() => performance.now());
  await button.click();
  const end = await waitUsable(page, SCREENS[0][2]);
  const answered = await page.evaluate(
    (call) =>
      performance.getEntriesByType('resource').find((entry) => entry.name.includes(call))
        ?.responseEnd,
    SIGN_IN_CALL,
  );
  if (process.env.BENCH_TRACE) await trace(page, answered, end);
  return { fromSubmit: end - submitted, fromAnswer: answered ? end - answered : NaN };
}

/** BENCH_TRACE: what the page fetched between the sign-in answer and the usable product centre. */
async function trace(page, from, to) {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
  );
  console.log(`after the sign-in answer (ms), product centre usable at ${Math.round(to - from)}:`);
  for (const entry of entries.filter((item) => item.responseEnd > from && item.startTime < to)) {
    const path = new URL(entry.name).pathname.replace(API, '');
    const start = Math.round(entry.startTime - from);
    console.log(`  ${String(start).padStart(5)} → ${String(Math.round(entry.responseEnd - from)).padStart(5)}  ${path}`);
  }
}

/** A menu click's navigation: the router follows history, the page stays. */
async function navigateInApp(page, path, content) {
  const start = await page.evaluate((to) => {
    const at = performance.now();
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    return at;
  }, path);
  return (await waitUsable(page, content)) - start;
}

/** A reload or a link from elsewhere: the whole page loads (its scripts from the cache). */
async function loadPage(page, path, content) {
  await page.goto(path, { waitUntil: 'commit' });
  return waitUsable(page, content);
}

async function round(browser, baseURL) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const times = {};
  try {
    const { fromSubmit, fromAnswer } = await signIn(page);
    times['sign-in → product centre'] = { click: fromSubmit, answer: fromAnswer };
    await page.waitForTimeout(500);
    for (const [name, path, content] of SCREENS) {
      try {
        const click = await navigateInApp(page, path, content);
        await page.waitForTimeout(300);
        const load = await loadPage(page, path, content);
        await page.waitForTimeout(300);
        times[name] = { click, load };
      } catch (error) {
        const shown = await page.evaluate(() => document.querySelector('main')?.innerText);
        console.error(`${name}: the page shows\n${shown ?? '(no main landmark)'}`);
        throw new Error(`${name} (${path}, at ${page.url()}): ${error.message}`);
      }
    }
  } finally {
    await context.close();
  }
  return times;
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[(sorted.length - 1) >> 1];
};
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

function report(rounds) {
  const names = Object.keys(rounds[0]);
  const rows = names.map((name) => {
    const of = (field) => rounds.map((times) => times[name][field]);
    const click = of('click');
    const second = name.startsWith('sign-in') ? of('answer') : of('load');
    return [name, median(click), Math.max(...click), median(second), Math.max(...second)];
  });
  console.log(
    '\n| screen | menu click, median ms | slowest | page load, median ms | slowest |\n' +
      '|---|---:|---:|---:|---:|',
  );
  for (const [name, click, clickMax, load, loadMax] of rows) {
    console.log(`| ${name} | ${ms(click)} | ${ms(clickMax)} | ${ms(load)} | ${ms(loadMax)} |`);
  }
  console.log(
    '\n(sign-in row: from the click on 登录, then from the sign-in answer arriving, to the ' +
      'product cards shown)',
  );
  const worst = Math.max(...rows.flatMap((row) => [row[1], row[3]]).filter(Number.isFinite));
  console.log(
    `slowest median: ${ms(worst)} ms — target ≤ ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'OVER'}`,
  );
}

async function main() {
  const baseURL = (process.env.PORTAL_URL ?? '').replace(/\/+$/, '');
  if (!baseURL) {
    console.error('PORTAL_URL is not set: use `make bench-screens`, or point it at a portal.');
    process.exit(1);
  }
  // A second portal serving another build (BENCH_REFERENCE_URL): its rounds alternate with
  // this one's, so that both meet the same load, and the ratios compare the two.
  const referenceURL = (process.env.BENCH_REFERENCE_URL ?? '').replace(/\/+$/, '');
  const { chromium } = requireFromWeb('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  console.log(`Screens of ${baseURL}, ${ROUNDS} rounds as ${MOBILE}; load average ${load()}`);
  if (referenceURL) console.log(`reference: ${referenceURL}, in alternate rounds`);
  const portals = referenceURL ? [baseURL, referenceURL] : [baseURL];
  const rounds = new Map(portals.map((url) => [url, []]));
  try {
    // A first round warms the gateway's brotli files and the services' caches, as earlier
    // visitors would have; it is not counted.
    for (const url of portals) await round(browser, url);
    for (let index = 0; index < ROUNDS; index += 1) {
      const order = index % 2 === 0 ? portals : [...portals].reverse();
      for (const url of order) rounds.get(url).push(await round(browser, url));
    }
    for (const url of portals) {
      if (referenceURL) console.log(`\n${url === baseURL ? 'this build' : 'reference'} (${url}):`);
      report(rounds.get(url));
    }
    if (referenceURL) ratios(rounds.get(baseURL), rounds.get(referenceURL));
  } finally {
    await browser.close();
  }
  console.log(`load average ${load()} (${process.env.BENCH_CORES ?? 'this machine'})`);
}

/** This build's medians over the reference's, per screen. */
function ratios(measured, reference) {
  console.log('\n| screen | menu click, this ÷ reference | page load, this ÷ reference |\n|---|---:|---:|');
  for (const name of Object.keys(measured[0])) {
    const [first, second] = name.startsWith('sign-in') ? ['click', 'answer'] : ['click', 'load'];
    const ratio = (field) => {
      const value = median(measured.map((times) => times[name][field]));
      return (value / median(reference.map((times) => times[name][field]))).toFixed(2);
    };
    console.log(`| ${name} | ${ratio(first)} | ${ratio(second)} |`);
  }
}

await main();
