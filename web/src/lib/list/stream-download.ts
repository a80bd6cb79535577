import type { Envelope } from '@shop/contract/envelope';
import { EXPORT_TOTAL_HEADER } from '@shop/contract/list';
import { i18n } from '../i18n';
import { ApiError, apiErrorOf, offerReloginFor, tokenHeaders } from '../request';

export interface DownloadProgress {
  /** Bytes received so far. */
  received: number;
  /** Rows the file carries (the server's X-Total-Count), when it says. */
  rows: number | null;
}

export interface StreamedFile {
  blob: Blob;
  fileName: string;
  rows: number | null;
}

/** `filename="staff-2025-01-31.xlsx"` out of a Content-Disposition header. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

async function failureOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Envelope<unknown>;
    if (typeof body.code === 'number') {
      // A session that ended mid-export gets the same re-login dialog as any other call.
      offerReloginFor(body.code);
      return apiErrorOf(body);
    }
  } catch {
    // Not an envelope: say what the status says.
  }
  return new ApiError(i18n.t('request:badStatus', { status: response.status }));
}

/**
 * Downloads a streamed file from the API (`url` from lib/api's `apiUrl`, with the token in X-Token as for
 * every call, which a plain link cannot send), reading the body chunk by chunk so the console can
 * show progress. Failures reject with an ApiError carrying the server's message; the caller says so.
 */
export async function streamDownload(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
): Promise<StreamedFile> {
  let response: Response;
  try {
    response = await fetch(url, { headers: tokenHeaders(), credentials: 'same-origin' });
  } catch {
    throw new ApiError(i18n.t('request:networkError'));
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json') || !response.body) throw await failureOf(response);

  const total = response.headers.get(EXPORT_TOTAL_HEADER);
  const rows = total === null ? null : Number(total);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, rows });
  }
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get('content-disposition'), 'export.xlsx'),
    rows,
  };
}
