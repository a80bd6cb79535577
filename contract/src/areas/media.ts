import { z } from 'zod';

/**
 * Uploaded images, stored in the database by their SHA-256 (the same image twice is kept once)
 * and served at a URL that never changes, so browsers may cache it for a year.
 */
export const mediaPaths = {
  /** multipart/form-data with the image in a field named `file`. */
  upload: '/base/admin/media',
  /** Public: `/base/media/<sha256>.<ext>`, as `url` in the upload answer. */
  file: '/base/media/:file',
} as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Wider or taller is refused: no shop image needs it, and it guards later resizing. */
export const MAX_IMAGE_SIDE = 10_000;

export const imageMimes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMime = (typeof imageMimes)[number];

export const imageExtensions: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Where an image is served. */
export function mediaUrl(sha256: string, mime: ImageMime): string {
  return `/base/media/${sha256}.${imageExtensions[mime]}`;
}

export const mediaFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp|gif)$/, 'No such image'),
});

export const mediaAsset = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.enum(imageMimes),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  sha256: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAsset>;

export const IMAGE_TOO_LARGE_MESSAGE = 'Images may be at most 5 MB';
export const NOT_AN_IMAGE_MESSAGE =
  'Only PNG, JPEG, WebP and GIF images are accepted; this file is none of them (its contents were checked, not its name)';
export const NO_FILE_MESSAGE = 'Send the image as multipart/form-data in a field named file';
