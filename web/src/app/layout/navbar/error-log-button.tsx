import { BugOutlined, DeleteOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorLogEntry, useErrorLogStore } from '../../../stores/error-log-store';
import './error-log-button.css';

function MessageCell({ entry }: { entry: ErrorLogEntry }) {
  const { t } = useTranslation('errorLog');
  return (
    <div className="error-log-message">
      <div>
        <span className="error-log-label">{t('msg')}</span>
        <Tag color="error">{entry.message}</Tag>
      </div>
      <div>
        <span className="error-log-label">{t('info')}</span>
        <Tag color="warning">{t('errorIn', { component: entry.component, info: entry.info })}</Tag>
      </div>
      <div>
        <span className="error-log-label">{t('url')}</span>
        <Tag color="success">{entry.url}</Tag>
      </div>
    </div>
  );
}

/**
 * B-F14..F16: a red bug button while errors are logged; it opens them in a dialog, where
 * `Clear All` empties the log (and so removes the button).
 */
export function ErrorLogButton() {
  const { t } = useTranslation('errorLog');
  const logs = useErrorLogStore((s) => s.logs);
  const clear = useErrorLogStore((s) => s.clear);
  const [open, setOpen] = useState(false);

  if (logs.length === 0) return null;

  const columns: TableColumnsType<ErrorLogEntry> = [
    { key: 'message', title: t('message'), render: (_, entry) => <MessageCell entry={entry} /> },
    {
      key: 'stack',
      title: t('stack'),
      dataIndex: 'stack',
      render: (stack: string) => <pre className="error-log-stack">{stack}</pre>,
    },
  ];

  function clearAll() {
    setOpen(false);
    clear();
  }

  return (
    <div className="error-log-container">
      <Badge dot>
        <Button
          type="primary"
          danger
          size="small"
          icon={<BugOutlined />}
          aria-label={t('errorLog')}
          onClick={() => setOpen(true)}
        />
      </Badge>
      <Modal
        open={open}
        title={t('errorLog')}
        width="80%"
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" icon={<DeleteOutlined />} onClick={clearAll}>
            {t('clearAll')}
          </Button>
        }
      >
        <Table<ErrorLogEntry> rowKey="id" columns={columns} dataSource={logs} pagination={false} bordered />
      </Modal>
    </div>
  );
}
