import { createHash } from 'node:crypto';
import { type ImageMime, MAX_IMAGE_SIDE, type MediaAsset, mediaUrl } from '@shop/contract/areas/media';
import { Codes } from '@shop/contract/codes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaAsset } from '../../db/schema.js';
import { type AppError, invalidField, refuse } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { checkImage, type ImageCheck } from './image-check.js';

const assetColumns = {
  id: mediaAsset.id,
  sha256: mediaAsset.sha256,
  mime: mediaAsset.mime,
  size: mediaAsset.size,
  width: mediaAsset.width,
  height: mediaAsset.height,
};

function toAsset(row: {
  id: number;
  sha256: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}) {
  const mime = row.mime as ImageMime;
  return { ...row, mime, url: mediaUrl(row.sha256, mime) } satisfies MediaAsset;
}

/** Why an upload is refused: 415 for what is no image at all, 400 on `file` for a bad one. */
function refusalOf(check: Exclude<ImageCheck, { ok: true }>): AppError {
  switch (check.reason) {
    case 'unsupported':
      return refuse(Codes.UNSUPPORTED_MEDIA_TYPE, 'media.notAnImage');
    case 'damaged':
      return invalidField(['file'], 'media.damaged', { format: check.format });
    case 'tooManyPixels':
      return invalidField(['file'], 'media.tooManyPixels', {
        max: MAX_IMAGE_SIDE,
        width: check.width,
        height: check.height,
      });
  }
}

/**
 * Checks an upload by its bytes and stores it under its SHA-256. The same bytes uploaded again
 * (by anyone, even at the same moment) find the stored row: ON CONFLICT leaves the first one.
 * Only a newly stored image is a change, so only it gets an audit row.
 */
export async function storeImage(db: Db, actor: Actor, bytes: Buffer): Promise<MediaAsset> {
  const checked = checkImage(bytes);
  if (!checked.ok) throw refusalOf(checked);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(mediaAsset)
      .values({
        sha256,
        mime: checked.mime,
        bytes,
        size: bytes.length,
        width: checked.width,
        height: checked.height,
        uploadedBy: actor.staffUserId,
      })
      .onConflictDoNothing({ target: mediaAsset.sha256 })
      .returning(assetColumns);
    if (created) {
      await recordAudit(tx, {
        actor,
        action: 'upload',
        entity: 'media_asset',
        entityId: created.id,
        before: null,
        after: created,
      });
      return toAsset(created);
    }
    const [existing] = await tx.select(assetColumns).from(mediaAsset).where(eq(mediaAsset.sha256, sha256));
    if (!existing) throw new Error(`media ${sha256} conflicted but cannot be read`);
    return toAsset(existing);
  });
}

/** The stored type of an image, without its bytes (enough to answer a revalidation). */
export async function findImageMime(db: Db, sha256: string): Promise<string | undefined> {
  const [row] = await db
    .select({ mime: mediaAsset.mime })
    .from(mediaAsset)
    .where(eq(mediaAsset.sha256, sha256));
  return row?.mime;
}

export async function findImage(db: Db, sha256: string) {
  const [row] = await db
    .select({ mime: mediaAsset.mime, bytes: mediaAsset.bytes })
    .from(mediaAsset)
    .where(eq(mediaAsset.sha256, sha256));
  return row;
}
