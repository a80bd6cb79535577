import multipart from '@fastify/multipart';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  type ImageMime,
  imageExtensions,
  MAX_IMAGE_BYTES,
  mediaAsset,
  mediaFileParams,
  mediaPaths,
  NO_FILE_MESSAGE,
} from '@shop/contract/areas/media';
import { Codes } from '@shop/contract/codes';
import { envelopeOf, ok } from '@shop/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { AppError, invalidField, notFound } from '../../http/app-error.js';
import { actorOf } from '../../http/audit.js';
import { findImage, findImageMime, storeImage } from './media.service.js';

const tags = ['media'];

/** Served images never change (the URL is their hash), so any cache may keep them for a year. */
const imageCacheHeaders = {
  'cache-control': 'public, max-age=31536000, immutable',
  // A storefront on another origin shows these in <img>; they are public by design.
  'cross-origin-resource-policy': 'cross-origin',
};

/** The uploaded file's bytes, reading at most the limit; every way the upload is wrong is a 4xx. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(Codes.UNSUPPORTED_MEDIA_TYPE, NO_FILE_MESSAGE);
  try {
    const file = await request.file({
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 11 },
    });
    if (file?.fieldname !== 'file') throw invalidField(['file'], NO_FILE_MESSAGE);
    const bytes = await file.toBuffer();
    // toBuffer() misses the limit when it is hit on the last chunk read (seen over real sockets):
    // busboy marks the stream truncated afterwards, so the mark is checked here too.
    if (file.file.truncated) throw new AppError(Codes.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE_MESSAGE);
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(Codes.PAYLOAD_TOO_LARGE, IMAGE_TOO_LARGE_MESSAGE);
    }
    // Anything else here is a malformed multipart body: the client's fault, said plainly.
    throw invalidField(['file'], `The upload could not be read: ${(error as Error).message}`);
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
export function mediaRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this scope only: every other route keeps refusing multipart bodies. The
    // limits are the upload's own (uploadedBytes).
    await app.register(multipart);

    app.post(
      mediaPaths.upload,
      {
        config: { access: 'media' },
        schema: {
          operationId: 'uploadMedia',
          tags,
          summary:
            'Upload an image (multipart/form-data, field `file`): PNG, JPEG, WebP or GIF up to 5 MB, checked by its bytes; the same image twice is stored once',
          response: { 200: envelopeOf(mediaAsset) },
        },
      },
      async (request) => ok(await storeImage(db, actorOf(request), await uploadedBytes(request))),
    );

    app.get(
      mediaPaths.file,
      {
        config: { access: 'public' },
        schema: {
          operationId: 'getMedia',
          tags,
          summary: 'An uploaded image by its SHA-256, with ETag and a year-long immutable cache',
          security: [],
          params: mediaFileParams,
        },
      },
      async (request, reply) => {
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
        if (!image || !fits(image.mime)) throw notFound('No such image');
        return reply.headers({ ...imageCacheHeaders, etag, 'content-type': image.mime }).send(image.bytes);
      },
    );
  };
}
