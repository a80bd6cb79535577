import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import type { OrderDocumentKind, OrderDocumentsData } from '@shop/contract/areas/order-document';
import { documentTitleLabels } from '@shop/contract/labels/order-document.labels';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../lib/download';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { currentLanguage } from '../../lib/i18n';
import { streamDownload } from '../../lib/list/stream-download';
import { DocumentSheet } from './document-sheet';
import { orderDocumentsOptions, orderDocumentsPdfUrl } from './order-documents';
import './document-preview.css';

interface PreviewProps {
  kind: OrderDocumentKind;
  ids: readonly number[];
  onClose(): void;
}

/**
 * The print preview of packing slips or invoices: each order as a sheet, Print (the browser's
 * dialog, with a stylesheet that prints the sheets alone, one per page) and Download PDF (the
 * server's file of the same documents, in the console's language).
 */
export function DocumentPreview({ kind, ids, onClose }: PreviewProps) {
  const { t } = useTranslation('order');
  const language = currentLanguage();
  const documents = useQuery(orderDocumentsOptions(kind, ids));
  const title = documentTitleLabels[language][kind];
  return (
    <Modal
      open
      title={ids.length === 1 ? title : t('documentsOfOrders', { title, n: ids.length })}
      width={920}
      onCancel={onClose}
      footer={[
        <PdfButton key="pdf" kind={kind} ids={ids} />,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!documents.data}
          onClick={() => window.print()}
        >
          {t('print')}
        </Button>,
      ]}
    >
      {documents.isError ? (
        <Alert type="error" showIcon title={t('documentsLoadFailed')} description={documents.error.message} />
      ) : documents.data ? (
        <>
          <div className="order-documents-screen" role="document" aria-label={t('printPreview')}>
            <Sheets kind={kind} data={documents.data} />
          </div>
          {createPortal(
            <div className="order-documents-print">
              <Sheets kind={kind} data={documents.data} />
            </div>,
            document.body,
          )}
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

function Sheets({ kind, data }: { kind: OrderDocumentKind; data: OrderDocumentsData }) {
  const language = currentLanguage();
  return data.orders.map((order) => (
    <DocumentSheet key={order.id} kind={kind} shop={data.shop} order={order} language={language} />
  ));
}

/** Downloads the server's PDF of the documents and saves it under the server's name. */
function PdfButton({ kind, ids }: { kind: OrderDocumentKind; ids: readonly number[] }) {
  const { t } = useTranslation('order');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const file = await streamDownload(orderDocumentsPdfUrl(kind, ids, currentLanguage()), () => {});
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      feedback.error(
        error instanceof Error && error.message ? error.message : t('pdfFailed'),
        ERROR_TOAST_MS,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('downloadPdf')}
    </Button>
  );
}
