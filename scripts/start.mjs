// `npm start`: build the console if a file it is built from changed, then run the server. Type
// checking belongs to `npm test` (`tsc -b` re-checked the web project, which emits nothing, on
// every start: 40-50 s on the two-core machine). The server runs from its TypeScript sources
// through tsx, as `npm run dev` does (the contract's "source" export condition makes it import
// contract/src): compiling it first cost a fresh clone tens of seconds and a warm start several
// for tsc to find nothing to do. The console is rebuilt only when its fingerprint (the names,
// sizes and times of the files it is built from, kept beside the build) changed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

// A child process, because export conditions are fixed when node starts. Signals are passed on
// (a supervisor's SIGTERM reaches npm and this script, not always the server) and its exit code
// is ours.
const server = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
