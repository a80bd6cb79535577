import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every list export (xlsx, CSV) shares: the reply's headers, the file name, and a stream the
 * rows are written into as they are read, so memory stays flat at any size. `X-Total-Count`
 * tells the console how many rows to expect.
 */
export interface Download {
  /** `<area>` becomes `<area>-YYYY-MM-DD.<extension>` (UTC date). */
  area: string;
  extension: 'xlsx' | 'csv';
  contentType: string;
  total: number;
  /** Writes the file into `out`; resolves when done (or when the client went away). */
  write(out: PassThrough): Promise<void>;
}

export function downloadFileName(area: string, extension: string, now = new Date()): string {
  return `${area}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Resolves when `emitter` wants more, or `out` has closed (the client went away). */
export async function whenWritable(emitter: NodeJS.EventEmitter, out: PassThrough): Promise<void> {
  const ac = new AbortController();
  await Promise.race([once(emitter, 'drain', ac), once(out, 'close', ac)]).finally(() => ac.abort());
}

/** Sends the download as the reply: headers first, then the file as it is written. */
export function sendDownload(request: FastifyRequest, reply: FastifyReply, download: Download) {
  const out = new PassThrough();
  download.write(out).catch((error: unknown) => {
    // Headers are gone by now: all that is left is to cut the download short, and log why.
    request.log.error({ err: error }, 'export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', download.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${downloadFileName(download.area, download.extension)}"`,
    )
    .header(EXPORT_TOTAL_HEADER, String(download.total))
    .header('cache-control', 'no-store')
    .send(out);
}
