import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, message, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../download';
import { ERROR_TOAST_MS, feedback } from '../feedback';
import { currentLanguage } from '../i18n';
import { useCanCallAt } from '../permissions';
import { type DownloadProgress, streamDownload } from './stream-download';

const PROGRESS_EVERY_MS = 150;

/**
 * The export's URL with how the file is written: in the console's language, and with each
 * status's code in a column of its own when `codes` (for tools that read the file back).
 */
export function exportUrlWith(url: string, language: string, codes: boolean): string {
  const [path, search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.set('lang', language);
  if (codes) params.set('codes', 'true');
  else params.delete('codes');
  return `${path}?${params}`;
}

/**
 * "Export": downloads the server's streamed file for the list's current filters and sort, with
 * the rows and bytes so far in a message while it comes, then saves it under the server's name.
 * The file speaks the console's language; the menu beside it adds the codes for re-importing.
 * Drawn only for those whose permissions hold the access of the export `url` reaches (its
 * endpoint's, so each list's `<page>.export` is written once, in the contract).
 */
export function ExportButton({ url }: { url: string }) {
  return useCanCallAt('GET', url) ? <Export url={url} /> : null;
}

function Export({ url }: { url: string }) {
  const { t, i18n } = useTranslation('list');
  const [busy, setBusy] = useState(false);

  const run = async (codes: boolean) => {
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
      const file = await streamDownload(exportUrlWith(url, currentLanguage(), codes), (progress) => {
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
    <Space.Compact>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run(false)}>
        {t('export')}
      </Button>
      <Dropdown
        disabled={busy}
        trigger={['click']}
        menu={{
          items: [{ key: 'codes', label: t('exportWithCodes') }],
          onClick: () => void run(true),
        }}
      >
        <Button icon={<DownOutlined />} aria-label={t('exportOptions')} />
      </Dropdown>
    </Space.Compact>
  );
}
