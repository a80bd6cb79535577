import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAuditEntity, knownActionOf } from '@shop/contract/areas/audit-codes';
import { describe, expect, it } from 'vitest';

const areasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every literal the services write for `pattern`'s first group, with a file naming it. */
function named(pattern: RegExp): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(areasDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      found.set(match[1] as string, path.relative(areasDir, file));
    }
  }
  return found;
}

// The services' audit rows, as the areas write them: `entity: 'x'` and `action: 'y'` in a row, or an
// area's own helper called with the action (auditOrder, auditExchange, the box's auditSeries and
// auditDraw, the after-sale and address ones).
const entities = named(/\bentity: '([a-z_]+)'/g);
const actions = new Map([
  ...named(/\baction: '([a-z_.-]+)'/g),
  ...named(
    /\b(?:auditOrder|auditExchange|auditSeries|auditDraw|audit|audited)\(\s*tx,\s*actor,\s*(?:customerId,\s*)?'([a-z_.-]+)'/g,
  ),
]);

describe('what the services audit', () => {
  it('names only tables the audit log puts in an area (contract auditEntityAreas)', () => {
    expect([...entities.keys()]).toEqual(
      expect.arrayContaining(['customer', 'shop_order', 'product_spu', 'config_entry', 'staff_user']),
    );
    expect([...entities].filter(([entity]) => !isAuditEntity(entity))).toEqual([]);
  });

  it('names only actions the audit log has words for (contract auditActions)', () => {
    expect([...actions.keys()]).toEqual(expect.arrayContaining(['update', 'ship', 'address.add', 'refund']));
    expect([...actions].filter(([action]) => !knownActionOf(action))).toEqual([]);
  });
});
