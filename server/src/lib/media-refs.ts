import { type ImageMime, mediaUrl } from '@shop/contract/areas/media';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mediaAsset } from '../db/schema.js';
import { invalidField } from '../http/app-error.js';

/**
 * What every area that points at an uploaded image (config values, the main page, later products
 * and articles) needs from the media store: that the image exists, and where it is served.
 */

/** Where an image joined to a row is served; null when the row has none (a left join found nothing). */
export function imageUrlOf(sha256: string | null, mime: string | null): string | null {
  return sha256 ? mediaUrl(sha256, mime as ImageMime) : null;
}

/** An image reference must name an image that was uploaded (400 on `field` otherwise). */
export async function assertImageExists(db: Db, id: unknown, field: string): Promise<void> {
  const [row] = await db
    .select({ id: mediaAsset.id })
    .from(mediaAsset)
    .where(eq(mediaAsset.id, id as number));
  if (!row) throw invalidField([field], 'media.noSuchImage');
}
