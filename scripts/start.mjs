// `npm start`: build what changed, then run the server. Type checking the console belongs to
// `npm test` (the web project emits nothing, so `tsc -b` re-checked it on every start: 40-50 s on
// the two-core machine). Here the server is compiled incrementally (about a second when nothing
// changed) and the console is rebuilt only when a file it is built from changed, judged by a
// fingerprint of those files kept beside the build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'web/dist/.built-from');

/** What the console bundle is made of: its sources, the contract, and the build's own settings. */
const consoleInputs = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/vite-precompress.ts',
  'web/package.json',
  'contract/src',
  'package-lock.json',
];

function filesUnder(relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [relative];
  return fs
    .readdirSync(full, { recursive: true })
    .map((entry) => path.join(relative, String(entry)))
    .filter((file) => !/\.test\.tsx?$/.test(file) && fs.statSync(path.join(root, file)).isFile());
}

/** Names, sizes and modification times: reading every byte would cost more than it saves. */
function consoleFingerprint() {
  const hash = createHash('sha256');
  for (const file of consoleInputs.flatMap(filesUnder).sort()) {
    const { size, mtimeMs } = fs.statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['tsc', '-b', 'contract', 'server']);

const fingerprint = consoleFingerprint();
const built =
  fs.existsSync(path.join(root, 'web/dist/index.html')) && fs.existsSync(stampFile)
    ? fs.readFileSync(stampFile, 'utf8')
    : '';
if (built === fingerprint) {
  process.stdout.write('Console build is up to date.\n');
} else {
  run('npm', ['run', 'build', '-w', 'web']);
  fs.writeFileSync(stampFile, fingerprint);
}

await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
