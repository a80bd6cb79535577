// `npm start`: build what changed, then run the server. Type checking belongs to `npm test`
// (`tsc -b` re-checked the web project, which emits nothing, on every start: 40-50 s on the
// two-core machine). The server and the contract are transpiled file by file with esbuild (under
// a second; tsc took 21 s from a fresh clone) into their dist folders, the same layout tsc emits,
// and only when one of their sources changed. The console is rebuilt by Vite only when a file it
// is built from changed. Both are judged by a fingerprint (names, sizes and times of the files)
// kept beside the build. Running the server's sources through tsx instead started 1-2 s slower
// on every start (its loader hooks resolve and look up each module).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'web/dist/.built-from');
const serverStampFile = path.join(root, 'server/dist/.start-built-from');

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

/** What the server runs: its sources and the contract's, and the settings they are compiled with. */
const serverInputs = ['server/src', 'contract/src', 'tsconfig.base.json', 'package-lock.json'];

/** Names, sizes and modification times: reading every byte would cost more than it saves. */
function fingerprintOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder).sort()) {
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

/** What a stamp file says was built from, or '' when it or the build is missing. */
const builtFrom = (stamp, output) =>
  fs.existsSync(path.join(root, output)) && fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';

/** Transpiles a package's sources (tests and test support left out) into its dist folder. */
function transpile(pkg) {
  const sources = filesUnder(`${pkg}/src`).filter(
    (file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && !/[\\/]test-support[\\/]/.test(file),
  );
  buildSync({
    entryPoints: sources.map((file) => path.join(root, file)),
    outdir: path.join(root, pkg, 'dist'),
    outbase: path.join(root, pkg, 'src'),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

const serverFingerprint = fingerprintOf(serverInputs);
if (builtFrom(serverStampFile, 'server/dist/main.js') !== serverFingerprint) {
  const at = performance.now();
  transpile('contract');
  transpile('server');
  fs.writeFileSync(serverStampFile, serverFingerprint);
  process.stdout.write(`Server built in ${((performance.now() - at) / 1000).toFixed(1)} s.\n`);
}

const fingerprint = fingerprintOf(consoleInputs);
if (builtFrom(stampFile, 'web/dist/index.html') === fingerprint) {
  process.stdout.write('Console build is up to date.\n');
} else {
  run('npm', ['run', 'build', '-w', 'web']);
  fs.writeFileSync(stampFile, fingerprint);
}

await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
