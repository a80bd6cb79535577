import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../RESULTS.md');

/**
 * Replaces one benchmark's section of bench/RESULTS.md (between its start and end markers),
 * keeping every other section as it was.
 */
export function writeSection(name: string, markdown: string): string {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(resultsPath)
    ? fs.readFileSync(resultsPath, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench -- <name>`; each section is replaced by its latest run.\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(resultsPath, next);
  return resultsPath;
}
