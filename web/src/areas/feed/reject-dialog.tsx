import { MAX_REJECT_REASON } from '@shop/contract/areas/feed';
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface RejectDialogProps {
  /** How many posts the reason is for (one from a row or the keyboard, several from the bulk bar). */
  count: number;
  pending: boolean;
  error: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}

/**
 * Asks for the reason the author will be told. The reason box has the focus, so a keyboard
 * review goes on without the mouse: Enter confirms (Shift+Enter a new line), Esc cancels.
 */
export function RejectDialog({ count, pending, error, onConfirm, onCancel }: RejectDialogProps) {
  const { t } = useTranslation('feed');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open
      title={count === 1 ? t('rejectTitle') : t('rejectManyTitle', { n: count })}
      okText={t('action.reject')}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('cancel')}
      onOk={confirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('rejectHelp')}</Typography.Paragraph>
      <Input.TextArea
        autoFocus
        aria-label={t('rejectReason')}
        placeholder={t('rejectReason')}
        maxLength={MAX_REJECT_REASON}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        status={missing ? 'error' : undefined}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setMissing(false);
        }}
        onPressEnter={(e) => {
          if (e.shiftKey) return;
          e.preventDefault();
          confirm();
        }}
      />
      {missing ? <Typography.Text type="danger">{t('rejectReasonMissing')}</Typography.Text> : null}
      {error ? <Alert type="error" showIcon role="alert" style={{ marginTop: 12 }} title={error} /> : null}
    </Modal>
  );
}
