import { type ProductImportData, productImportData } from '@shop/contract/areas/product';
import type { Envelope } from '@shop/contract/envelope';
import { apiMethod, apiUrl } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { ApiError, apiErrorOf, offerReloginFor, tokenHeaders } from '../../lib/request';

// A file of 5000 rows is checked in one go: give it longer than the API client's 5 s.
const CSV_TIMEOUT_MS = 60_000;

/** The two endpoints that take a CSV: what it would do, and doing it. */
export type CsvOperation = 'productImportDryRun' | 'productImport';

/**
 * Sends a CSV as multipart `file` (the API client speaks JSON only) and reads the envelope as
 * `call` does: the token header, the re-login dialog, the refusal in the console's language.
 * An import refused for bad rows answers 400 with the same report; that comes back as the report
 * (`applied: false`), so the wizard can show its rows rather than a bare error.
 */
export async function sendCsv(operation: CsvOperation, file: Blob): Promise<ProductImportData> {
  const form = new FormData();
  form.append('file', file);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CSV_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(operation), {
      method: apiMethod(operation),
      headers: { Accept: 'application/json', ...tokenHeaders() },
      body: form,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(
      controller.signal.aborted
        ? i18n.t('request:timeout', { ms: CSV_TIMEOUT_MS })
        : i18n.t('request:networkError'),
    );
  } finally {
    clearTimeout(timer);
  }
  const body = (await response.json().catch(() => null)) as Envelope<unknown> | null;
  if (typeof body?.code !== 'number') {
    throw new ApiError(i18n.t('request:badStatus', { status: response.status }));
  }
  const report = productImportData.safeParse(body.data);
  if (report.success) return report.data;
  offerReloginFor(body.code);
  throw apiErrorOf(body);
}
