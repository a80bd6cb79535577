import type { MediaAsset } from '@shop/contract/areas/media';
import { apiMethod, apiUrl } from '../api';
import { i18n } from '../i18n';
import { ApiError, apiErrorOf, offerReloginFor, tokenHeaders } from '../request';
import { readUploadAnswer } from './upload-answer';

export interface UploadImageOptions {
  /** Called with 0..100 as the bytes go out. */
  onProgress?(percent: number): void;
  /** The API client's 5 s would cut off a 5 MB image on a slow line; two minutes will not. */
  timeoutMs?: number;
}

/**
 * Uploads one image (`uploadMedia`) and resolves with the stored asset. It goes through
 * XMLHttpRequest because fetch reports no upload progress; otherwise it behaves like `call`: the
 * `X-Token` header, the envelope judged by its code, the re-login dialog for a lost session, and a
 * refusal rejected as an ApiError in the console's language (with the message's key and params).
 */
export function uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<MediaAsset> {
  const { onProgress, timeoutMs = 120_000 } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(apiMethod('uploadMedia'), apiUrl('uploadMedia'));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(tokenHeaders())) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const answer = readUploadAnswer(xhr.status, xhr.responseText);
      if (answer.ok) return resolve(answer.asset);
      if (answer.refusal) {
        offerReloginFor(answer.refusal.code);
        return reject(apiErrorOf(answer.refusal));
      }
      reject(
        new ApiError(
          answer.status < 200 || answer.status > 299
            ? i18n.t('request:badStatus', { status: answer.status })
            : i18n.t('request:error'),
        ),
      );
    };
    // An abort comes from the browser itself (the page is leaving): as good as a lost connection.
    const lost = () => reject(new ApiError(i18n.t('request:networkError')));
    xhr.onerror = lost;
    xhr.onabort = lost;
    xhr.ontimeout = () => reject(new ApiError(i18n.t('request:timeout', { ms: timeoutMs })));

    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
