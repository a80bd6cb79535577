import { z } from 'zod';

/**
 * Uploaded images, stored in the database by their SHA-256 (the same image twice is kept once)
 * and served at a URL that never changes, so browsers may cache it for a year.
 */

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

/** Where an image is served: `/base/media/<sha256>.<ext>` (the `getMedia` endpoint). */
export function mediaUrl(sha256: string, mime: ImageMime): string {
  return `/base/media/${sha256}.${imageExtensions[mime]}`;
}

export const mediaFileParams = z.object({
  file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp|gif)$/, 'media.notFound'),
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
