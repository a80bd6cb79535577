import { imageMimes, MAX_IMAGE_BYTES, type MediaAsset, mediaAsset } from '@shop/contract/areas/media';
import { Codes } from '@shop/contract/codes';
import type { Envelope } from '@shop/contract/envelope';

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
 * How an upload ended. A refusal carries the server's envelope (code, message key and parameters)
 * when it sent one; without it (a proxy's HTML page, a cut connection) the caller says something
 * generic about the status.
 */
export type UploadAnswer =
  | { ok: true; asset: MediaAsset }
  | { ok: false; status: number; refusal?: Envelope<unknown> };

/** Reads the upload's answer (HTTP status and body text) the way `request` judges an envelope. */
export function readUploadAnswer(status: number, body: string): UploadAnswer {
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : undefined;
  } catch {
    return { ok: false, status };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, status };
  const envelope = parsed as Partial<Envelope<unknown>>;
  if (typeof envelope.code !== 'number') return { ok: false, status };
  if (envelope.code === Codes.OK) {
    const asset = mediaAsset.safeParse(envelope.data);
    return asset.success ? { ok: true, asset: asset.data } : { ok: false, status };
  }
  return { ok: false, status, refusal: envelope as Envelope<unknown> };
}
