// Rewrites contract/src/api-routes.ts from the endpoint definitions (contract/src/api.ts): each
// endpoint's method and path without its zod schemas, for the console's first page. Run by
// `npm run api-routes` (and `npm run openapi`); the type checker refuses a copy that drifts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A new endpoint makes the old table fail the type check; tsc still emits, which is all we need
// here, and the check passes once the table is rewritten.
spawnSync('npx', ['tsc', '-b', 'contract'], { cwd: root, stdio: 'ignore' });
const { apiRoutesSource } = await import(path.join(root, 'contract/dist/api-routes-source.js'));
const target = path.join(root, 'contract/src/api-routes.ts');
fs.writeFileSync(target, apiRoutesSource());
process.stdout.write(`wrote ${target}\n`);
