import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { openDatabase } from '@shop/server/db/client';
import { registerSecurityHeaders } from '@shop/server/http/security';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { build } from 'vite';
import { benchApp, buildConsole, HOST, SKIP_BUILD } from './bench-server.js';
import { launchChromium } from './chromium.js';
import { machineLine } from './machine.js';
import { writeSection } from './results-file.js';

/**
 * `npm run bench -- web`: the console's /login page, served by the real server from web/dist,
 * against a bare React + antd login form (bench/web-baseline) built with the same Vite in the
 * same run and served as static files with the console's security headers (and, for reference,
 * without them: their Cross-Origin-Opener-Policy alone costs each cold load a new renderer
 * process in Chromium). Measures the JS + CSS the page loads (gzip -9 of the
 * decoded bodies, computed here, so both sides are weighed alike whatever their server sends; ours
 * sends files precompressed at build, the baseline's sends them raw) and the cold time to the
 * painted Login button. Targets (issue 16): ours ≤ 200 KB gzip; ours / baseline ≤ 1.15 for the
 * paint times.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7));
const TARGET_GZIP_BYTES = 200_000;
const TARGET_PAINT_RATIO = 1.15;
const LOAD_TIMEOUT_MS = 30_000;

const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselineDir = path.join(benchDir, 'web-baseline');

/** `bare` is the baseline served without the console's security headers, for reference. */
type Side = 'ours' | 'baseline' | 'bare';

interface Target {
  side: Side;
  url: string;
}

interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  /** Body bytes as the server sent them, and in which Content-Encoding ('' when none). */
  served: number;
  encoding: string;
}

interface PaintTimes {
  fcp: number;
  buttonPainted: number;
}

/**
 * Runs in every page before its own scripts: notes when a button reading exactly "Login" is in
 * the document, when it is first visible, and when the frame showing it has been rendered (a
 * message posted from that frame's requestAnimationFrame runs after the frame's paint step).
 * Times are performance.now(), i.e. milliseconds since navigation start.
 */
const PAINT_PROBE = `(() => {
  const mark = { found: -1, visible: -1, painted: -1 };
  Object.defineProperty(window, '__benchLogin', { value: mark });
  let watching = false;
  const find = () => {
    for (const b of document.querySelectorAll('button')) {
      if ((b.textContent || '').trim() === 'Login') return b;
    }
    return null;
  };
  const isVisible = (b) => {
    const r = b.getBoundingClientRect();
    if (r.width <= 0 || r.height <= 0) return false;
    return typeof b.checkVisibility !== 'function' ||
      b.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const watch = (button) => {
    watching = true;
    if (mark.found < 0) mark.found = performance.now();
    const check = () => {
      if (!button.isConnected) {
        watching = false;
        const again = find();
        if (again) watch(again);
        return;
      }
      if (!isVisible(button)) {
        requestAnimationFrame(check);
        return;
      }
      mark.visible = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { mark.painted = performance.now(); };
        channel.port2.postMessage(null);
      });
    };
    check();
  };
  const observer = new MutationObserver(() => {
    if (watching) return;
    const button = find();
    if (button) watch(button);
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

interface ProbeGlobal {
  __benchLogin?: { found: number; visible: number; painted: number };
  /** The browser's, whose entry types (here 'paint') Node's typings do not know. */
  performance: { getEntriesByType(type: string): { name: string; startTime: number }[] };
}

// These two run in the page. They are functions, not strings: the console's CSP forbids eval,
// which Playwright would need for a string predicate.
function probeReady(): boolean {
  const mark = (globalThis as unknown as ProbeGlobal).__benchLogin;
  const fcp = (globalThis as unknown as ProbeGlobal).performance
    .getEntriesByType('paint')
    .some((e) => e.name === 'first-contentful-paint');
  return Boolean(mark && mark.painted >= 0 && fcp);
}

function probeTimes(): PaintTimes {
  const fcp = (globalThis as unknown as ProbeGlobal).performance
    .getEntriesByType('paint')
    .find((e) => e.name === 'first-contentful-paint');
  return {
    fcp: fcp ? fcp.startTime : -1,
    buttonPainted: (globalThis as unknown as ProbeGlobal).__benchLogin?.painted ?? -1,
  };
}

/** Every request the browser makes must go to this machine's loopback address. */
function guardTraffic(context: BrowserContext, offsite: Set<string>) {
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (
      (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') &&
      url.hostname !== HOST
    )
      offsite.add(request.url());
  });
}

/** A fresh context (no cookies, empty cache, new connections) with the HTTP cache disabled too. */
async function coldPage(browser: Browser, offsite: Set<string>, problems: string[], side: Side) {
  const context = await browser.newContext({ locale: 'en-US' });
  guardTraffic(context, offsite);
  await context.addInitScript({ content: PAINT_PROBE });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${side}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${side}: console: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}

async function waitForButton(page: Page) {
  await page.waitForFunction(probeReady, undefined, { polling: 50, timeout: LOAD_TIMEOUT_MS });
  // The accessible name too, so a look-alike button would not pass unnoticed.
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: LOAD_TIMEOUT_MS });
}

function isScriptOrStyle(response: Response): 'js' | 'css' | undefined {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'stylesheet' || /\btext\/css\b/.test(contentType)) return 'css';
  if (type === 'script' || /javascript/.test(contentType)) return 'js';
  return undefined;
}

/** One load, waiting for the network to settle: every script and stylesheet the page fetched. */
async function measureFiles(
  browser: Browser,
  target: Target,
  offsite: Set<string>,
  problems: string[],
): Promise<LoadedFile[]> {
  const { context, page } = await coldPage(browser, offsite, problems, target.side);
  try {
    const responses: { response: Response; kind: 'js' | 'css' }[] = [];
    page.on('response', (response) => {
      const kind = isScriptOrStyle(response);
      if (kind) responses.push({ response, kind });
    });
    await page.goto(target.url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    await waitForButton(page);
    const files = new Map<string, LoadedFile>();
    for (const { response, kind } of responses) {
      if (response.status() !== 200)
        throw new Error(`${target.side}: ${response.url()} answered ${response.status()}`);
      const body = await response.body();
      const url = new URL(response.url());
      files.set(url.pathname, {
        path: url.pathname,
        kind,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        served: (await response.request().sizes()).responseBodySize,
        encoding: (await response.headerValue('content-encoding')) ?? '',
      });
    }
    if (files.size === 0) throw new Error(`${target.side}: no script or stylesheet was loaded`);
    return [...files.values()].sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

async function measurePaint(
  browser: Browser,
  target: Target,
  offsite: Set<string>,
  problems: string[],
): Promise<PaintTimes> {
  const { context, page } = await coldPage(browser, offsite, problems, target.side);
  try {
    await page.goto(target.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForButton(page);
    const times = await page.evaluate(probeTimes);
    if (!(times.fcp > 0 && times.buttonPainted > 0)) throw new Error(`${target.side}: bad paint times`);
    return times;
  } finally {
    await context.close();
  }
}

async function buildBaseline(outDir: string) {
  console.log('web: building the baseline (bench/web-baseline) …');
  await build({
    root: baselineDir,
    configFile: path.join(baselineDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/**
 * The baseline's static server: @fastify/static with the console's caching headers, no compression,
 * and the console's page security headers unless `bare`.
 */
async function baselineServer(root: string, bare: boolean): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  if (!bare) registerSecurityHeaders(server);
  await server.register(fastifyStatic, {
    root,
    index: 'index.html',
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await server.listen({ port: 0, host: HOST });
  return server;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const sum = (files: LoadedFile[], key: 'raw' | 'gzip' | 'served') => files.reduce((n, f) => n + f[key], 0);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function fileList(files: LoadedFile[]): string {
  return files
    .map((f) => `- \`${f.path}\`: ${kb(f.gzip)} gzip (${kb(f.raw)} raw, ${servedAs(f)})`)
    .join('\n');
}

const servedAs = (f: LoadedFile) => `sent as ${kb(f.served)} ${f.encoding || 'uncompressed'}`;

/** The encodings a side's files were sent in, e.g. "br" or "br, uncompressed". */
const encodingsOf = (files: LoadedFile[]) =>
  [...new Set(files.map((f) => f.encoding || 'uncompressed'))].join(', ');

export async function runWebBench(): Promise<void> {
  const started = Date.now();
  await buildConsole('web');
  const baselineDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-baseline-'));
  const database = await openDatabase({ kind: 'pglite' });
  let app: Awaited<ReturnType<typeof benchApp>> | undefined;
  let baseline: FastifyInstance | undefined;
  let bareBaseline: FastifyInstance | undefined;
  let browser: Browser | undefined;
  try {
    await buildBaseline(baselineDist);
    app = await benchApp(database, { serveConsole: true });
    const oursOrigin = await app.listen({ port: 0, host: HOST });
    baseline = await baselineServer(baselineDist, false);
    bareBaseline = await baselineServer(baselineDist, true);
    const urlOf = (server: FastifyInstance) =>
      `http://${HOST}:${(server.server.address() as { port: number }).port}/`;
    const ours: Target = { side: 'ours', url: `${oursOrigin}/login` };
    const base: Target = { side: 'baseline', url: urlOf(baseline) };
    const bare: Target = { side: 'bare', url: urlOf(bareBaseline) };

    browser = await launchChromium();
    const offsite = new Set<string>();
    const problems: string[] = [];

    // One load each for the sizes; it also warms both servers and the browser.
    console.log('web: measuring what each page loads …');
    const oursFiles = await measureFiles(browser, ours, offsite, problems);
    const baseFiles = await measureFiles(browser, base, offsite, problems);

    console.log(`web: ${ROUNDS} cold-load rounds …`);
    const rounds: Record<Side, PaintTimes[]> = { ours: [], baseline: [], bare: [] };
    const sides = [ours, base, bare];
    for (let round = 0; round < ROUNDS; round++) {
      // Rotate which side goes first, so none always follows another.
      const order = sides.map((_, i) => sides[(round + i) % sides.length] as Target);
      for (const target of order)
        rounds[target.side].push(await measurePaint(browser, target, offsite, problems));
    }
    if (offsite.size > 0)
      throw new Error(`the pages requested hosts other than ${HOST}: ${[...offsite].join(', ')}`);

    const chromiumVersion = browser.version();
    const oursGzip = sum(oursFiles, 'gzip');
    const baseGzip = sum(baseFiles, 'gzip');
    const oursRaw = sum(oursFiles, 'raw');
    const baseRaw = sum(baseFiles, 'raw');
    const oursServed = sum(oursFiles, 'served');
    const baseServed = sum(baseFiles, 'served');
    const medianOf = (key: keyof PaintTimes) => ({
      ours: median(rounds.ours.map((r) => r[key])),
      baseline: median(rounds.baseline.map((r) => r[key])),
      bare: median(rounds.bare.map((r) => r[key])),
    });
    const fcp = medianOf('fcp');
    const button = medianOf('buttonPainted');
    const ratio = (a: number, b: number) => (a / b).toFixed(2);

    const table = [
      '| metric | ours | baseline | ours / baseline | target | result |',
      '|---|---|---|---|---|---|',
      `| JS + CSS loaded by the login page, gzip -9 | ${kb(oursGzip)} | ${kb(baseGzip)} | ${ratio(oursGzip, baseGzip)} | ours ≤ ${kb(TARGET_GZIP_BYTES)} | ${verdict(oursGzip <= TARGET_GZIP_BYTES)} |`,
      `| JS + CSS loaded by the login page, raw | ${kb(oursRaw)} | ${kb(baseRaw)} | ${ratio(oursRaw, baseRaw)} | – | – |`,
      `| JS + CSS as sent (ours: ${encodingsOf(oursFiles)}; baseline: ${encodingsOf(baseFiles)}) | ${kb(oursServed)} | ${kb(baseServed)} | ${ratio(oursServed, baseServed)} | – | – |`,
      `| script and stylesheet files | ${oursFiles.length} | ${baseFiles.length} | – | – | – |`,
      `| first-contentful-paint, median | ${ms(fcp.ours)} | ${ms(fcp.baseline)} | ${ratio(fcp.ours, fcp.baseline)} | ≤ ${TARGET_PAINT_RATIO.toFixed(2)} | ${verdict(fcp.ours / fcp.baseline <= TARGET_PAINT_RATIO)} |`,
      `| Login button painted, median | ${ms(button.ours)} | ${ms(button.baseline)} | ${ratio(button.ours, button.baseline)} | ≤ ${TARGET_PAINT_RATIO.toFixed(2)} | ${verdict(button.ours / button.baseline <= TARGET_PAINT_RATIO)} |`,
      `| first-contentful-paint, median, baseline without the console's security headers | ${ms(fcp.ours)} | ${ms(fcp.bare)} | ${ratio(fcp.ours, fcp.bare)} | – | – |`,
      `| Login button painted, median, baseline without the console's security headers | ${ms(button.ours)} | ${ms(button.bare)} | ${ratio(button.ours, button.bare)} | – | – |`,
    ].join('\n');
    const roundLine = (side: Side) =>
      `${side}: FCP ${rounds[side].map((r) => r.fcp.toFixed(0)).join(', ')}; button ${rounds[side]
        .map((r) => r.buttonPainted.toFixed(0))
        .join(', ')}`;

    console.log(table);
    for (const problem of problems) console.log(`web: ${problem}`);
    const markdown = [
      '## web: the console’s /login against a bare React + antd login form',
      '',
      `Taken ${new Date().toISOString()} on ${machineLine()}.`,
      `Headless Chromium ${chromiumVersion} (playwright-core), locale en-US, no cookies. Ours: web/dist${SKIP_BUILD ? ' (not rebuilt: BENCH_SKIP_BUILD=1)' : ', built in this run'}, served by the real server (buildApp, in-memory PGlite) at /login, which sends each file in the encoding compressed at build that the browser accepts (web/vite-precompress.ts: brotli 11 or gzip 9). Baseline: bench/web-baseline built in this run with the same Vite, React and antd, served uncompressed by Fastify + @fastify/static with the console's own page security headers (server/src/http/security.ts), as the same form would be served beside the API; "without the console's security headers" is the same files served bare. Their Cross-Origin-Opener-Policy: same-origin makes Chromium put the page in a new browsing-context group, so each cold load waits for a new renderer process before it parses the page (150–300 ms on this machine), whatever the page weighs; comparing against the baseline served alike measures the page. The sizes compared are gzip level 9 of the decoded bodies, computed here, so both sides are weighed alike; "as sent" is what went over the wire. KB = 1000 bytes.`,
      `Sizes: every script and stylesheet response of one load, waited to network idle. Paint: ${ROUNDS} rounds, each side loaded once per round in a fresh browser context with the HTTP cache disabled, sides rotating which goes first; times are from navigation start. "Login button painted" is the end of the first rendered frame in which the button (text "Login") is visible, taken by an init script (MutationObserver, then requestAnimationFrame and a posted message).`,
      '',
      table,
      '',
      `Per round (ms): ${roundLine('ours')}. ${roundLine('baseline')}. ${roundLine('bare')}.`,
      ...(problems.length > 0
        ? ['', 'Page errors seen during the run:', ...problems.map((p) => `- ${p}`)]
        : []),
      '',
      `Files /login loaded (ours, ${kb(oursGzip)} gzip in all):`,
      '',
      fileList(oursFiles),
      '',
      `Files the baseline loaded (${kb(baseGzip)} gzip in all):`,
      '',
      fileList(baseFiles),
    ].join('\n');
    const file = writeSection('web', markdown);
    console.log(`written to ${file} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await browser?.close();
    await baseline?.close();
    await bareBaseline?.close();
    await app?.close();
    await database.close();
    fs.rmSync(baselineDist, { recursive: true, force: true });
  }
}
