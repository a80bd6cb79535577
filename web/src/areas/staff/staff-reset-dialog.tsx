import type { StaffListItem } from '@shop/contract/areas/staff';
import type { PasswordResetData } from '@shop/contract/areas/staff-account';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { PasswordChoiceFields, type PasswordChoiceValues } from './password-choice-fields';
import { PasswordLinkResult } from './password-link-result';
import { resetStaffPassword } from './staff-account.api';

const FIELDS = ['mode', 'password'] as const;

/** Reset password: a temporary one or a new link; the member is signed out everywhere. */
export function StaffResetDialog({ row, onClose }: { row: StaffListItem; onClose(): void }) {
  const { t } = useTranslation('staff');
  const [form] = Form.useForm<PasswordChoiceValues>();
  const [dirty, setDirty] = useState(false);
  const [answer, setAnswer] = useState<PasswordResetData | null>(null);
  const reset = useMutation({
    mutationFn: (values: PasswordChoiceValues) => resetStaffPassword(row.id, values),
    onSuccess: (data) => {
      unsaved.settle();
      setDirty(false);
      if (data.passwordLink) setAnswer(data);
      else {
        feedback.success(t('passwordReset', { username: row.username, count: data.endedSessions }));
        onClose();
      }
    },
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), FIELDS)),
  });
  const submit = () =>
    form.validateFields().then(
      (values) => reset.mutateAsync(values).then(() => true),
      () => false,
    );
  const unsaved = useUnsavedChanges({ dirty, save: () => submit().catch(() => false) });

  if (answer?.passwordLink) {
    return (
      <Modal
        open
        title={t('resetTitle', { username: row.username })}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('done')}</Button>}
      >
        <PasswordLinkResult path={answer.passwordLink} username={row.username} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('sessionsEnded', { count: answer.endedSessions })}
        </Typography.Paragraph>
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('resetTitle', { username: row.username })}
      okText={t('resetPassword')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={() => void unsaved.leave(onClose)}
      okButtonProps={{ loading: reset.isPending, danger: true }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('resetText')}</Typography.Paragraph>
      <Form<PasswordChoiceValues>
        name="staff-reset"
        form={form}
        layout="vertical"
        initialValues={{ mode: 'link' }}
        onValuesChange={() => setDirty(true)}
        onFinish={() => void submit()}
      >
        <PasswordChoiceFields />
      </Form>
      <ActionError error={reset.error} fields={FIELDS} />
    </Modal>
  );
}
