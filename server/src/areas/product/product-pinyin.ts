import { setImmediate } from 'node:timers/promises';
import { asc, isNull, sql } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { Db } from '../../db/client.js';
import { productSpu } from '../../db/schema.js';
import { jsonb } from './product-sql.js';

/**
 * What the navbar search matches a Chinese title by: its toneless pinyin and its initials
 * (`棉麻衬衫` → `mianmachenshan`, `mmcs`), lower case, other characters left out, ü as v as
 * pinyin keyboards type it. Both '' for a title without Chinese (the title itself is matched).
 */
export function pinyinColumns(title: string): { searchPinyin: string; searchInitials: string } {
  const options = { toneType: 'none', separator: '', nonZh: 'removed', v: true } as const;
  return {
    searchPinyin: pinyin(title, options).toLowerCase(),
    searchInitials: pinyin(title, { ...options, pattern: 'first' }).toLowerCase(),
  };
}

/** A statement of 100 titles holds the embedded database for a few milliseconds. */
const BATCH = 100;

/**
 * Writes the pinyin of every product that has none yet (written before migration 0011), in short
 * transactions with a turn for requests between them; pinyin needs JavaScript, so the migration
 * could not. Rows are taken with SKIP LOCKED, so several instances share the work and an edit
 * in progress is left to write its own. Answers how many products it filled.
 */
export async function backfillProductPinyin(db: Db, stop?: AbortSignal): Promise<number> {
  let done = 0;
  while (!stop?.aborted) {
    const filled = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: productSpu.id, title: productSpu.title })
        .from(productSpu)
        .where(isNull(productSpu.searchPinyin))
        .orderBy(asc(productSpu.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const values = rows.map((r) => ({ id: r.id, ...pinyinColumns(r.title) }));
      await tx.execute(sql`
        UPDATE product_spu p SET search_pinyin = v."searchPinyin", search_initials = v."searchInitials"
        FROM jsonb_to_recordset(${jsonb(values)}) AS v(id int, "searchPinyin" text, "searchInitials" text)
        WHERE p.id = v.id`);
      return rows.length;
    });
    done += filled;
    if (filled < BATCH) break;
    await setImmediate();
  }
  return done;
}
