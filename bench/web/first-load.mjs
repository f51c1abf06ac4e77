#!/usr/bin/env node
// First-load JavaScript of the built web app (issue 6, item 7): opens `/` and `/login` in
// Debian's Chromium and adds up every script the page fetched before it settled, gzipped at
// level 6 (the target's measure) and as the server actually sent them (the gateway: brotli).
// Prints figures; asserts nothing.
//
//   npm --prefix web run build && node bench/web/first-load.mjs
//   PORTAL_URL=http://127.0.0.1:8000 node bench/web/first-load.mjs   # against a running gateway
//
// Without PORTAL_URL it serves web/dist itself (history fallback; /api answers 503, which
// changes no code the routes load). Lighthouse comes from bench/web's own package.json
// (`npm --prefix bench/web ci`), so that `make test` never installs it; `make bench-web` does
// all of it against a fresh portal.

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const webDir = join(root, 'web');
const distDir = join(webDir, 'dist');
const requireFromWeb = createRequire(join(webDir, 'package.json'));
const requireFromBench = createRequire(import.meta.url);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTES = ['/', '/login'];
const TARGET_KB = 180;
const SETTLE_MS = 1500;
// How many of the largest scripts to list (BENCH_TOP).
const SHOWN = Number(process.env.BENCH_TOP ?? 8);
// Lighthouse runs per page; the median is reported (LIGHTHOUSE_RUNS).
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** web/dist over HTTP, as the gateway serves it: files, else index.html. */
function serveDist() {
  const index = readFileSync(join(distDir, 'index.html'));
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ok: false,
          status: 503,
          msg: 'bench: no API',
          body: null,
        }),
      );
      return;
    }
    const file = normalize(join(distDir, path));
    if (file.startsWith(distDir + sep) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(readFileSync(file));
      return;
    }
    response.writeHead(200, { 'content-type': TYPES['.html'] });
    response.end(index);
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      done({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

async function measure(browser, baseUrl, route) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), {
      body: response.body().catch(() => Buffer.alloc(0)),
      // The body as it came over the wire (brotli or gzip from the gateway).
      sent: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize)
        .catch(() => 0),
    });
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  const landed = new URL(page.url()).pathname;
  const files = [];
  for (const [url, { body, sent }] of scripts) {
    const bytes = await body;
    files.push({
      name: new URL(url).pathname,
      raw: bytes.length,
      gzip: gzipSync(bytes).length,
      sent: await sent,
    });
  }
  await context.close();
  files.sort((a, b) => b.gzip - a.gzip);
  return { route, landed, files };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function report({ route, landed, files }) {
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
  const sent = files.reduce((sum, file) => sum + file.sent, 0);
  const verdict = gzip / 1024 <= TARGET_KB ? 'within' : 'OVER';
  console.log(`\n${route} (landed on ${landed}): ${files.length} scripts`);
  for (const file of files.slice(0, SHOWN)) {
    console.log(
      `  ${kb(file.gzip).padStart(7)} KB gzip  ${kb(file.raw).padStart(7)} KB  ${file.name}`,
    );
  }
  if (files.length > SHOWN) console.log(`  … ${files.length - SHOWN} smaller scripts`);
  console.log(
    `  total: ${kb(gzip)} KB gzip (${kb(raw)} KB raw, ${kb(sent)} KB as sent) — ` +
      `target ≤ ${TARGET_KB} KB: ${verdict}`,
  );
  return { route, gzip };
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

// The element Lighthouse timed as the largest paint: what to make appear sooner.
function lcpElement(audits) {
  const items = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.snippet ?? node.selector ?? '?'})` : '?';
}

function runLighthouse(cli, url) {
  const output = execFileSync(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--output=json',
      '--quiet',
      `--chrome-path=${chromiumPath}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage ' +
        '--disable-background-networking --disable-component-update --disable-sync ' +
        '--no-first-run',
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, audits } = JSON.parse(output.toString());
  const score = (name) => Math.round((categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    audits,
  };
}

// Lighthouse times the page on this machine and scales the times up to a slow phone, so one
// run's performance score moves by a few points with whatever else the machine is doing: each
// page is measured LIGHTHOUSE_RUNS times and the median run reported.
function lighthouse(baseUrl) {
  let cli;
  try {
    cli = requireFromBench.resolve('lighthouse/cli/index.js');
  } catch {
    console.error('\nLighthouse is missing: run `npm --prefix bench/web ci` first.');
    process.exit(1);
  }
  console.log(`\nLighthouse (mobile), median of ${LIGHTHOUSE_RUNS} runs:`);
  for (const route of ROUTES) {
    const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => runLighthouse(cli, baseUrl + route));
    const median = [...runs].sort((a, b) => a.performance - b.performance)[runs.length >> 1];
    console.log(
      `  ${route}: performance ${median.performance} (target ≥ 95, TBT < 200 ms, LCP < 2.5 s; runs: ` +
        `${runs.map((run) => run.performance).join(', ')}), ` +
        `accessibility ${median.accessibility} (target ≥ 95)`,
    );
    // What the performance score is made of, so a low one says where to look.
    const metrics = METRICS.map(
      ([id, name]) => `${name} ${median.audits[id]?.displayValue ?? '?'}`,
    );
    console.log(`    ${metrics.join(', ')}`);
    console.log(`    largest contentful paint: ${lcpElement(median.audits)}`);
  }
}

async function main() {
  const external = process.env.PORTAL_URL;
  if (!external && !existsSync(join(distDir, 'index.html'))) {
    console.error('web/dist is missing: run `npm --prefix web run build` first.');
    process.exit(1);
  }
  const served = external ? { url: external.replace(/\/+$/, ''), close() {} } : await serveDist();
  const { chromium } = requireFromWeb('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // The gateway makes a file's brotli in the background the first time it is asked for (gzip
    // goes out meanwhile): a first visit of each page, as any earlier visitor's, warms it.
    for (const route of ROUTES) await measure(browser, served.url, route);
    console.log(`First-load JavaScript, gzip (level 6), from ${served.url}`);
    for (const route of ROUTES) report(await measure(browser, served.url, route));
    lighthouse(served.url);
  } finally {
    await browser.close();
    served.close();
  }
}

await main();
