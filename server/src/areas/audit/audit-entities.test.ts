import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAuditEntity } from '@shop/contract/areas/audit-codes';
import { describe, expect, it } from 'vitest';

const serverSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

describe('the tables the services audit', () => {
  it('each belong to an area of the audit log (contract auditEntityAreas)', () => {
    const named = new Map<string, string>();
    for (const file of sourceFiles(serverSrc)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bentity: '([a-z_]+)'/g)) {
        named.set(match[1] as string, path.relative(serverSrc, file));
      }
    }
    // The services in place when the audit log was built name at least these.
    expect([...named.keys()]).toEqual(
      expect.arrayContaining(['customer', 'shop_order', 'product_spu', 'config_entry', 'staff_user']),
    );
    const unknown = [...named].filter(([entity]) => !isAuditEntity(entity));
    expect(unknown).toEqual([]);
  });
});
