import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { configEntry, mediaAsset } from '../../db/schema.js';
import { imageUrlOf } from '../../lib/media-refs.js';
import { imageIdOf } from './config.table.js';

/**
 * The entries marked public, by key, as code reads them (JSON parsed), with an image as the URL
 * it is served at: what the sign-in page and a storefront may see without signing in.
 */
export async function readPublicConfig(db: Db): Promise<Record<string, unknown>> {
  const rows = await db
    .select({
      key: configEntry.key,
      value: configEntry.value,
      valueType: configEntry.valueType,
      sha256: mediaAsset.sha256,
      mime: mediaAsset.mime,
    })
    .from(configEntry)
    .leftJoin(mediaAsset, eq(mediaAsset.id, imageIdOf))
    .where(eq(configEntry.isPublic, true))
    .orderBy(configEntry.key);
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    out[row.key] = row.valueType === 'image' ? imageUrlOf(row.sha256, row.mime) : row.value;
  }
  return out;
}
