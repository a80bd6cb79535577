import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { webDir } from './bench-server.js';

/** The Chromium to drive, found as web/e2e/chromium.ts finds it. */
async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  // The portable build is a dev dependency of web/, so resolve it from there.
  const entry = createRequire(path.join(webDir, 'package.json')).resolve('@sparticuz/chromium');
  const portable = (await import(pathToFileURL(entry).href)) as {
    default: { executablePath(): Promise<string> };
  };
  return portable.default.executablePath();
}

/** Headless Chromium with the flags this machine's closed network needs. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    headless: true,
  });
}
