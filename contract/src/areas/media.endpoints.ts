import { Codes } from '../codes.js';
import { endpoint, endpoints } from '../endpoint.js';
import { mediaAsset, mediaFileParams } from './media.js';

const tag = 'media';

/**
 * Image upload (access `media`: every role with a page that takes images, since editors add
 * product photos) and the public, cacheable image address.
 */
export const mediaEndpoints = endpoints(
  endpoint({
    operationId: 'uploadMedia',
    method: 'POST',
    path: '/base/admin/media',
    access: 'signedIn',
    tag,
    summary:
      'Upload an image (multipart/form-data, field `file`): PNG, JPEG, WebP or GIF up to 5 MB, checked by its bytes; the same image twice is stored once',
    // multipart/form-data: the route reads the file itself, with the upload's own limits.
    rawBody: true,
    data: mediaAsset,
    refusals: [Codes.PAYLOAD_TOO_LARGE, Codes.UNSUPPORTED_MEDIA_TYPE],
  }),
  endpoint({
    operationId: 'getMedia',
    method: 'GET',
    path: '/base/media/:file',
    access: 'public',
    tag,
    summary:
      'An uploaded image by its SHA-256 (`url` of the upload), with ETag and a year-long immutable cache',
    params: mediaFileParams,
    media: 'image/*',
    refusals: [Codes.NOT_FOUND],
  }),
);
