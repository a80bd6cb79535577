import multipart from '@fastify/multipart';
import { type ImageMime, imageExtensions, MAX_IMAGE_BYTES } from '@shop/contract/areas/media';
import { mediaEndpoints as api } from '@shop/contract/areas/media.endpoints';
import { Codes } from '@shop/contract/codes';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, invalidField, notFound, refuse } from '../../http/app-error.js';
import { actorOf } from '../../http/audit.js';
import { route } from '../../http/endpoint-route.js';
import { findImage, findImageMime, storeImage } from './media.service.js';

/** Served images never change (the URL is their hash), so any cache may keep them for a year. */
const imageCacheHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  // A storefront on another origin shows these in <img>; they are public by design.
  'cross-origin-resource-policy': 'cross-origin',
};

const tooLarge = () =>
  refuse(Codes.PAYLOAD_TOO_LARGE, 'media.tooLarge', { max: MAX_IMAGE_BYTES / (1024 * 1024) });

/** The uploaded file's bytes, reading at most the limit; every way the upload is wrong is a 4xx. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse(Codes.UNSUPPORTED_MEDIA_TYPE, 'media.noFile');
  try {
    const file = await request.file({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (file?.fieldname !== 'file') throw invalidField(['file'], 'media.noFile');
    const bytes = await file.toBuffer();
    // toBuffer() misses the limit when it is hit on the last chunk read (seen over real sockets):
    // busboy marks the stream truncated afterwards, so the mark is checked here too.
    if (file.file.truncated) throw tooLarge();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else here is a malformed multipart body: the client's fault, said plainly (the
    // parser's own words go to the log only).
    request.log.info({ err: error }, 'unreadable upload');
    throw invalidField(['file'], 'media.unreadable');
  }
}

/** True when an If-None-Match header names this ETag (or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === etag || t === '*';
  });
}

/**
 * Image upload (access `media`: every role with a page that takes images, since editors add
 * product photos) and the public, cacheable image address.
 */
export function mediaRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    // Registered in this scope only: every other route keeps refusing multipart bodies. The
    // limits are the upload's own (uploadedBytes).
    await app.register(multipart);

    route(app, api.uploadMedia, async (request) =>
      storeImage(db, actorOf(request), await uploadedBytes(request)),
    );

    route(app, api.getMedia, async (request, reply) => {
      const [sha256 = '', ext] = request.params.file.split('.');
      const etag = `"${sha256}"`;
      const fits = (mime: string | undefined) =>
        mime !== undefined && imageExtensions[mime as ImageMime] === ext;
      if (matchesEtag(request.headers['if-none-match'], etag) && fits(await findImageMime(db, sha256))) {
        return reply
          .code(304)
          .headers({ ...imageCacheHeaders, etag })
          .send();
      }
      const image = await findImage(db, sha256);
      if (!image || !fits(image.mime)) throw notFound('media.notFound');
      return reply.headers({ ...imageCacheHeaders, etag, 'content-type': image.mime }).send(image.bytes);
    });
  };
}
