// `npm run openapi`: rewrites server/openapi.json and contract/src/api-routes.ts after an API change
// (a test fails until the first is current; the type checker, until the second is).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutesSource } from './api-routes-source.js';
import { openApiDocument } from './openapi-document.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const openapi = path.join(root, 'server/openapi.json');
const routes = path.join(root, 'contract/src/api-routes.ts');
fs.writeFileSync(openapi, await openApiDocument());
fs.writeFileSync(routes, apiRoutesSource());
process.stdout.write(`wrote ${openapi} and ${routes}\n`);
