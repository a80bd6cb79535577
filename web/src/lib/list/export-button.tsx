import { DownloadOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../download';
import { ERROR_TOAST_MS, feedback } from '../feedback';
import { type DownloadProgress, streamDownload } from './stream-download';

const PROGRESS_EVERY_MS = 150;

/**
 * "Export": downloads the server's streamed file for the list's current filters and sort, with
 * the rows and bytes so far in a message while it comes, then saves it under the server's name.
 */
export function ExportButton({ url }: { url: string }) {
  const { t, i18n } = useTranslation('list');
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    const key = `export:${url}`;
    const size = new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 1,
    });
    const show = ({ received, rows }: DownloadProgress) => {
      const values = { rows: rows ?? '?', size: size.format(received / 1024) };
      void message.open({ key, type: 'loading', content: t('exportProgress', values), duration: 0 });
    };
    show({ received: 0, rows: null });
    let last = 0;
    try {
      const file = await streamDownload(url, (progress) => {
        if (Date.now() - last < PROGRESS_EVERY_MS) return;
        last = Date.now();
        show(progress);
      });
      downloadBlob(file.blob, file.fileName);
      void message.open({
        key,
        type: 'success',
        content: t('exportDone', { rows: file.rows ?? 0, file: file.fileName }),
      });
    } catch (error) {
      message.destroy(key);
      feedback.error(
        error instanceof Error && error.message ? error.message : t('exportFailed'),
        ERROR_TOAST_MS,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('export')}
    </Button>
  );
}
