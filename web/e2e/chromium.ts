import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * The Chromium to drive: $CHROMIUM_PATH, else the system one, else the portable build from
 * @sparticuz/chromium (unpacked to /tmp on first use).
 */
export async function chromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const portable = await import('@sparticuz/chromium');
  return portable.default.executablePath();
}

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
