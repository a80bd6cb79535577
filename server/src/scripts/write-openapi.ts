// `npm run openapi`: rewrites server/openapi.json after an API change (a test fails until it is current).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './openapi-document.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');
fs.writeFileSync(target, await openApiDocument());
process.stdout.write(`wrote ${target}\n`);
