import type { MainPage, PublicMainPage } from '@shop/contract/areas/main-page';
import { type ImageMime, mediaUrl } from '@shop/contract/areas/media';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { mainPage, mediaAsset, staffUser } from '../../db/schema.js';
import { notFound } from '../../http/app-error.js';
import { type Actor, recordAudit } from '../../http/audit.js';
import { atVersion, nextVersion, staleOrMissing, type Versioned } from '../../http/stale-version.js';
import { assertImageExists, imageUrlOf } from '../../lib/media-refs.js';

const ROW_ID = 1;

const versionedMainPage: Versioned = {
  table: mainPage,
  id: mainPage.id,
  version: mainPage.version,
  updatedAt: mainPage.updatedAt,
  updatedBy: mainPage.updatedBy,
};

// Judged by the database clock, so every server instance agrees on when the window opens.
const live = sql<boolean>`(${mainPage.enabled} AND ${mainPage.imageId} IS NOT NULL
  AND (${mainPage.startsAt} IS NULL OR ${mainPage.startsAt} <= now())
  AND (${mainPage.endsAt} IS NULL OR now() < ${mainPage.endsAt}))`;

const editor = alias(staffUser, 'main_page_editor');

async function readRow(db: Db) {
  const [row] = await db
    .select({
      imageId: mainPage.imageId,
      link: mainPage.link,
      title: mainPage.title,
      enabled: mainPage.enabled,
      startsAt: mainPage.startsAt,
      endsAt: mainPage.endsAt,
      version: mainPage.version,
      updatedAt: mainPage.updatedAt,
      updatedBy: editor.name,
      live,
      sha256: mediaAsset.sha256,
      mime: mediaAsset.mime,
      width: mediaAsset.width,
      height: mediaAsset.height,
    })
    .from(mainPage)
    .leftJoin(mediaAsset, eq(mediaAsset.id, mainPage.imageId))
    .leftJoin(editor, eq(editor.id, mainPage.updatedBy))
    .where(eq(mainPage.id, ROW_ID));
  // Seeded at start-up; missing only if someone deleted it by hand.
  if (!row) throw notFound('config.mainPageMissing');
  return row;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function getMainPage(db: Db): Promise<MainPage> {
  const { sha256, mime, width: _w, height: _h, ...row } = await readRow(db);
  return {
    ...row,
    imageUrl: imageUrlOf(sha256, mime),
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The banner as a storefront shows it, or null when it is off, has no image, or is outside its window. */
export async function getPublicMainPage(db: Db): Promise<PublicMainPage> {
  const row = await readRow(db);
  if (!row.live || !row.sha256 || row.width === null || row.height === null) return null;
  return {
    imageUrl: mediaUrl(row.sha256, row.mime as ImageMime),
    width: row.width,
    height: row.height,
    link: row.link,
    title: row.title,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
}

export interface MainPageChanges {
  version: number;
  imageId: number | null;
  link: string;
  title: string;
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** Saves the banner at the version read (409 when stale), with its audit row. */
export async function saveMainPage(db: Db, actor: Actor, changes: MainPageChanges): Promise<MainPage> {
  if (changes.imageId !== null) await assertImageExists(db, changes.imageId, 'imageId');
  const { version, ...fields } = changes;
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(mainPage).where(eq(mainPage.id, ROW_ID));
    if (!before || before.version !== version) return false;
    const [after] = await tx
      .update(mainPage)
      .set({
        ...fields,
        startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
        endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
        ...nextVersion(versionedMainPage, actor.staffUserId),
      })
      .where(atVersion(versionedMainPage, ROW_ID, version))
      .returning();
    if (!after) return false;
    await recordAudit(tx, { actor, action: 'update', entity: 'main_page', entityId: ROW_ID, before, after });
    return true;
  });
  if (!done) throw await staleOrMissing(db, versionedMainPage, ROW_ID);
  return getMainPage(db);
}
