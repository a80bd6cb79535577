import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  type ImportRowError,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  type ProductImportData,
} from '@shop/contract/areas/product';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../lib/api';
import { downloadBlob } from '../../lib/download';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { issueText, validationIssues } from '../../lib/form-issues';
import { streamDownload } from '../../lib/list/stream-download';
import { messageText } from '../../lib/message-text';
import { sendCsv } from './csv-upload';
import { refreshProducts } from './product.queries';

const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;

/**
 * Importing a CSV in three steps: pick a file (a template shows the columns), Check runs the
 * server's dry run (what it would create and update, and every bad row with its line and column),
 * and Import applies the whole file, which is allowed only when the check found no errors.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('product');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ProductImportData | null>(null);
  const [tooLarge, setTooLarge] = useState(false);

  const check = useMutation({
    mutationFn: (chosen: File) => sendCsv('productImportDryRun', chosen),
    onSuccess: setReport,
  });
  const apply = useMutation({
    mutationFn: (chosen: File) => sendCsv('productImport', chosen),
    onSuccess: (result) => {
      if (!result.applied) return setReport(result);
      feedback.success(t('imported', { rows: result.rows }));
      onClose();
    },
    // An import may touch any product (and bumps the version of each it does).
    onSettled: (result) => refreshProducts(queryClient, result?.applied ? 'all' : []),
  });
  const template = useMutation({
    mutationFn: () => streamDownload(apiUrl('productImportTemplate'), () => {}),
    // The server names the file; without a name, stream-download's fallback is for spreadsheets.
    onSuccess: (got) =>
      downloadBlob(got.blob, got.fileName.endsWith('.csv') ? got.fileName : 'products-template.csv'),
    onError: (error) => feedback.error(error.message, ERROR_TOAST_MS),
  });

  const failure = check.error ?? apply.error;
  const ready = file !== null && report !== null && report.errors.length === 0 && report.rows > 0;
  return (
    <Modal
      open={open}
      title={t('importTitle')}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      afterClose={() => {
        setFile(null);
        setReport(null);
        setTooLarge(false);
        check.reset();
        apply.reset();
      }}
      footer={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button disabled={!file} loading={check.isPending} onClick={() => file && check.mutate(file)}>
            {t('importCheck')}
          </Button>
          <Button
            type="primary"
            disabled={!ready}
            loading={apply.isPending}
            onClick={() => file && apply.mutate(file)}
          >
            {t('importConfirm')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('importHelp', { rows: MAX_IMPORT_ROWS, size: MAX_IMPORT_MB })}{' '}
          <Button
            type="link"
            icon={<DownloadOutlined />}
            loading={template.isPending}
            onClick={() => template.mutate()}
            style={{ paddingInline: 0 }}
          >
            {t('downloadTemplate')}
          </Button>
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,text/csv"
          multiple={false}
          maxCount={1}
          fileList={file ? [{ uid: 'csv', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            // The file stays here until Check or Import sends it.
            const over = chosen.size > MAX_IMPORT_BYTES;
            setTooLarge(over);
            setFile(over ? null : chosen);
            setReport(null);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            setFile(null);
            setReport(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('importPick')}</p>
        </Upload.Dragger>
        {tooLarge ? (
          <Alert type="error" showIcon role="alert" title={t('importTooLarge', { size: MAX_IMPORT_MB })} />
        ) : null}
        {failure ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            // An unusable file (not CSV, a required column missing) is a field issue on `file`.
            title={validationIssues(failure).map(issueText).join(' ') || failure.message}
          />
        ) : null}
        {report ? <ImportReport report={report} /> : null}
      </Flex>
    </Modal>
  );
}

function ImportReport({ report }: { report: ProductImportData }) {
  const { t } = useTranslation('product');
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'rows', label: t('importRows'), children: report.rows },
          { key: 'toCreate', label: t('importToCreate'), children: report.toCreate },
          { key: 'toUpdate', label: t('importToUpdate'), children: report.toUpdate },
          { key: 'productsToCreate', label: t('importProductsToCreate'), children: report.productsToCreate },
        ]}
      />
      {report.errors.length > 0 ? (
        <>
          <Alert type="error" showIcon title={t('importHasErrors', { count: report.errors.length })} />
          <Table<ImportRowError>
            size="small"
            aria-label={t('importErrors')}
            rowKey={(row) => `${row.line}:${row.column}:${row.message}`}
            dataSource={report.errors}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              { key: 'line', title: t('importLine'), dataIndex: 'line', width: 80 },
              { key: 'column', title: t('importColumn'), render: (_, row) => row.column ?? '—', width: 160 },
              {
                key: 'message',
                title: t('importMessage'),
                render: (_, row) => messageText(row.key, row.params, row.message),
              },
            ]}
          />
        </>
      ) : (
        <Alert type="success" showIcon title={t('importNoErrors')} />
      )}
    </>
  );
}
