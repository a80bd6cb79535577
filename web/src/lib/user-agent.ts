/**
 * A browser as people name it, from the User-Agent it sent: `Chrome 131 · Windows`. Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari. Anything else (a script, an API
 * client) is its first word, cut short.
 */

const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

const systems: [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const MAX_OTHER = 24;

export function shortBrowser(userAgent: string | null | undefined): string | null {
  const text = userAgent?.trim();
  if (!text) return null;
  const system = systems.find(([, pattern]) => pattern.test(text))?.[0];
  for (const [name, pattern] of browsers) {
    const version = pattern.exec(text)?.[1];
    if (version) return [`${name} ${version}`, system].filter(Boolean).join(' · ');
  }
  const first = text.split(/\s/)[0] ?? text;
  return first.length > MAX_OTHER ? `${first.slice(0, MAX_OTHER)}…` : first;
}
