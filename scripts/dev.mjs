// `npm run dev`: the console from Vite's dev server (hot reload), its `/base` calls proxied to the
// API server, which runs the TypeScript sources through tsx (no type checking: that is `npm test`)
// and restarts when a file of the server, the contract or a migration changes. The contract's
// "source" export condition makes the server import contract/src rather than a stale build.
//
// Restarts are ours, not `tsx watch`'s: tsx kills a server that is not gone in 5 s and clears the
// screen, while here the old server always finishes its graceful stop (it releases the embedded
// database's folder lock, which the new one needs) and Vite's output stays on screen.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT) || 3000;
const apiHost = !process.env.HOST || process.env.HOST === '0.0.0.0' ? '127.0.0.1' : process.env.HOST;
const watched = ['server/src', 'contract/src', 'server/drizzle'];
const ignored = /(\.test\.tsx?$|[\\/]test-support[\\/]|[\\/]\.|~$)/;

const say = (text) => process.stdout.write(`\x1b[36m[dev]\x1b[0m ${text}\n`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

let server = null;
let restartPending = false;
let stopping = false;
let consoleUrl = '';
/** When the change that asked for the running restart was seen: restart time counts from there. */
let changedAt = 0;

function startServer(reason, began = performance.now()) {
  say(reason);
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'server/src/main.ts'],
    // PORT is pinned: the proxy is aimed at it, so "pick a free port" (0) cannot work here.
    { cwd: root, env: { ...process.env, PORT: String(apiPort) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let heard = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (heard === null) return;
    heard += chunk;
    if (heard.includes('Console ready at')) {
      heard = null;
      say(
        `API server ready ${seconds(began)} after the ${began === changedAt ? 'change' : 'start'}; open ${consoleUrl}`,
      );
    }
  });
  // 'close', not 'exit': its last lines (the stop's) are printed by then.
  child.on('close', (code, signal) => {
    server = null;
    if (stopping) return say(`API server stopped (${signal ?? `exit code ${code}`})`);
    if (restartPending) {
      restartPending = false;
      startServer('restarting the API server', changedAt);
    } else {
      say(`API server stopped (${signal ?? `exit code ${code}`}); it starts again when a file changes`);
    }
  });
  server = child;
}

/** A change while the old server is still stopping restarts it once, after it is gone. */
function restart(file) {
  if (stopping || restartPending) return;
  changedAt = performance.now();
  if (!server) return startServer(`${file} changed: starting the API server`, changedAt);
  restartPending = true;
  say(`${file} changed: stopping the API server`);
  server.kill('SIGTERM');
}

let debounce;
const watchers = watched.map((dir) =>
  fs.watch(path.join(root, dir), { recursive: true }, (_event, name) => {
    if (!name || ignored.test(`/${name}`)) return;
    clearTimeout(debounce);
    // An editor's save is often several events (write, rename): restart once for them.
    debounce = setTimeout(() => restart(path.join(dir, String(name))), 100);
  }),
);

const vite = await createServer({
  root: path.join(root, 'web'),
  configFile: path.join(root, 'web/vite.config.ts'),
  server: { proxy: { '/base': { target: `http://${apiHost}:${apiPort}`, changeOrigin: false } } },
});
await vite.listen();
consoleUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}/`;
vite.printUrls();
startServer(`starting the API server on port ${apiPort} (its calls are proxied from ${consoleUrl}base)`);

/** Ctrl-C reaches the whole process group; a plain SIGTERM reaches only us, so pass it on. */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const watcher of watchers) watcher.close();
  const exited = server ? new Promise((resolve) => server.once('close', resolve)) : Promise.resolve();
  server?.kill(signal);
  await Promise.all([vite.close(), exited]);
  process.exit(0);
}
// Vite's own handlers (SIGTERM, and stdin closing) exit at once, leaving the API server to stop
// unwatched with nobody reading its output; ours wait for it.
process.removeAllListeners('SIGTERM');
if (process.env.CI !== 'true') {
  process.stdin.removeAllListeners('end');
  process.stdin.on('end', () => void stop('SIGTERM'));
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
