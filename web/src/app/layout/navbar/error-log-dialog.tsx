import { DeleteOutlined } from '@ant-design/icons';
import { Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorLogEntry } from '../../../stores/error-log-store';

// What was running when the error happened, as recorded (error-capture.ts, page-error-boundary.tsx).
const infoKeys = {
  render: 'infoRender',
  'uncaught error': 'infoUncaught',
  'unhandled rejection': 'infoRejection',
} as const;

function MessageCell({ entry }: { entry: ErrorLogEntry }) {
  const { t } = useTranslation('errorLog');
  const info = Object.hasOwn(infoKeys, entry.info)
    ? t(infoKeys[entry.info as keyof typeof infoKeys])
    : entry.info;
  return (
    <div className="error-log-message">
      <div>
        <span className="error-log-label">{t('msg')}</span>
        <Tag color="error">{entry.message}</Tag>
      </div>
      <div>
        <span className="error-log-label">{t('info')}</span>
        <Tag color="warning">{t('errorIn', { component: entry.component, info })}</Tag>
      </div>
      <div>
        <span className="error-log-label">{t('url')}</span>
        <Tag color="success">{entry.url}</Tag>
      </div>
    </div>
  );
}

export interface ErrorLogDialogProps {
  logs: ErrorLogEntry[];
  onClose(): void;
  onClearAll(): void;
}

/** B-F15/B-F16: the logged errors in a table; `Clear All` empties the log. */
export function ErrorLogDialog({ logs, onClose, onClearAll }: ErrorLogDialogProps) {
  const { t } = useTranslation('errorLog');
  const columns: TableColumnsType<ErrorLogEntry> = [
    { key: 'message', title: t('message'), render: (_, entry) => <MessageCell entry={entry} /> },
    {
      key: 'stack',
      title: t('stack'),
      dataIndex: 'stack',
      render: (stack: string) => <pre className="error-log-stack">{stack}</pre>,
    },
  ];
  return (
    <Modal
      open
      title={t('errorLog')}
      width="80%"
      onCancel={onClose}
      footer={
        <Button type="primary" icon={<DeleteOutlined />} onClick={onClearAll}>
          {t('clearAll')}
        </Button>
      }
    >
      <Table<ErrorLogEntry> rowKey="id" columns={columns} dataSource={logs} pagination={false} bordered />
    </Modal>
  );
}
