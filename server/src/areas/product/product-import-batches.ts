import type { ImportPlan } from './product-import-plan.js';

/**
 * An import split into batches of whole products, about IMPORT_BATCH_ROWS SKU rows each, for
 * writeInBatches (product-batches.ts); product-import-undo.ts takes one back.
 */

export const IMPORT_BATCH_ROWS = 100;

export interface ImportBatch {
  plan: ImportPlan;
  /** The live products this batch changes, in id order. */
  changed: number[];
}

/** A product's work: its SKU updates and its target (SKUs added, options), never split. */
interface Unit {
  spuId: number | null;
  updates: ImportPlan['updates'];
  target: ImportPlan['targets'][number] | undefined;
}

function unitsOf(plan: ImportPlan): Unit[] {
  const existing = new Map<number, Unit>();
  const unitOf = (spuId: number) => {
    let unit = existing.get(spuId);
    if (!unit) {
      unit = { spuId, updates: [], target: undefined };
      existing.set(spuId, unit);
    }
    return unit;
  };
  for (const update of plan.updates) unitOf(update.spuId).updates.push(update);
  const created: Unit[] = [];
  for (const target of plan.targets) {
    if (target.id === null) created.push({ spuId: null, updates: [], target });
    else unitOf(target.id).target = target;
  }
  return [...[...existing.values()].sort((a, b) => (a.spuId ?? 0) - (b.spuId ?? 0)), ...created];
}

function batchOf(plan: ImportPlan, units: Unit[]): ImportBatch {
  const changed = units.flatMap((u) => (u.spuId === null ? [] : [u.spuId]));
  return {
    plan: {
      rows: plan.rows,
      versions: new Map(changed.map((id) => [id, plan.versions.get(id) ?? 0])),
      updates: units.flatMap((u) => u.updates),
      targets: units.flatMap((u) => (u.target ? [u.target] : [])),
      errors: [],
    },
    changed,
  };
}

/** The plan in batches of whole products, each about `maxRows` SKU rows (one product may pass it). */
export function batchesOf(plan: ImportPlan, maxRows: number): ImportBatch[] {
  const batches: ImportBatch[] = [];
  let units: Unit[] = [];
  let rows = 0;
  for (const unit of unitsOf(plan)) {
    const size = unit.updates.length + (unit.target?.newSkus.length ?? 0);
    if (units.length > 0 && rows + size > maxRows) {
      batches.push(batchOf(plan, units));
      units = [];
      rows = 0;
    }
    units.push(unit);
    rows += size;
  }
  if (units.length > 0) batches.push(batchOf(plan, units));
  return batches;
}
