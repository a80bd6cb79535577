import { imageMimes, MAX_IMAGE_BYTES, type MediaAsset, mediaAsset } from '@shop/contract/areas/media';
import { Codes } from '@shop/contract/codes';

/** The `accept` of the file picker: the four types the server takes. */
export const acceptedImageTypes = imageMimes.join(',');

/**
 * True when a file is over the server's 5 MB limit, so it is refused before a byte is sent.
 * Only the size is judged here: the server checks the type by the file's bytes, not its name.
 */
export function isTooLargeForUpload(file: { size: number }): boolean {
  return file.size > MAX_IMAGE_BYTES;
}

/** A size in megabytes with one decimal, for the "too large" text. */
export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/**
 * How an upload ended. A refusal carries the envelope's code and message when the server sent
 * one; without a message (a proxy's HTML page, a cut connection) the caller says something generic.
 */
export type UploadAnswer =
  | { ok: true; asset: MediaAsset }
  | { ok: false; status: number; code?: number; message?: string };

/** Reads the upload's answer (HTTP status and body text) the way `request` judges an envelope. */
export function readUploadAnswer(status: number, body: string): UploadAnswer {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    return { ok: false, status };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, status };
  const { code, message, data } = parsed as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'number') return { ok: false, status };
  if (code === Codes.OK) {
    const asset = mediaAsset.safeParse(data);
    return asset.success ? { ok: true, asset: asset.data } : { ok: false, status };
  }
  return { ok: false, status, code, ...(typeof message === 'string' && message ? { message } : {}) };
}
