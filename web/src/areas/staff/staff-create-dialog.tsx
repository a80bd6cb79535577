import type { StaffCreateData } from '@shop/contract/areas/staff-account';
import { staffCreateBody } from '@shop/contract/areas/staff-account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { usePermissions } from '../../lib/permissions';
import { staffKeys } from '../../lib/resource-keys';
import { roleListOptions, useRoleText } from '../../lib/role-choices';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { PasswordChoiceFields, type PasswordChoiceValues } from './password-choice-fields';
import { PasswordLinkResult } from './password-link-result';
import { createStaff } from './staff-account.api';
import { roleWithinReach } from './staff-reach';

interface CreateValues extends PasswordChoiceValues {
  username: string;
  name: string;
  roles: string[];
}

const FIELDS = ['username', 'name', 'roles', 'mode', 'password'] as const;
const check = (field: 'username' | 'name' | 'roles') => zodRule(staffCreateBody.shape[field]);

/** "New staff": the account, its roles and how the member gets a password; then the link, once. */
export function StaffCreateDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CreateValues>();
  const [dirty, setDirty] = useState(false);
  const [created, setCreated] = useState<StaffCreateData | null>(null);
  const roleName = useRoleText();
  const mine = usePermissions();
  const roles = useQuery(roleListOptions()).data?.items ?? [];
  const create = useMutation({
    mutationFn: (values: CreateValues) => createStaff(values),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: roleListOptions().queryKey });
      unsaved.settle();
      setDirty(false);
      if (answer.passwordLink) setCreated(answer);
      else {
        feedback.success(t('createdWithPassword', { username: answer.staff.username }));
        onClose();
      }
    },
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), FIELDS)),
  });
  const submit = () =>
    form.validateFields().then(
      (values) => create.mutateAsync(values).then(() => true),
      () => false,
    );
  const unsaved = useUnsavedChanges({ dirty, save: () => submit().catch(() => false) });

  if (created?.passwordLink) {
    return (
      <Modal
        open
        title={t('newStaff')}
        onCancel={onClose}
        footer={<Button onClick={onClose}>{t('done')}</Button>}
        destroyOnHidden
      >
        <PasswordLinkResult path={created.passwordLink} username={created.staff.username} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('newStaff')}
      okText={t('create')}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={() => void unsaved.leave(onClose)}
      okButtonProps={{ loading: create.isPending }}
      destroyOnHidden
    >
      <Form<CreateValues>
        name="staff-create"
        form={form}
        layout="vertical"
        initialValues={{ username: '', name: '', roles: [], mode: 'link' }}
        onValuesChange={() => setDirty(true)}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="username"
          label={t('username')}
          rules={[check('username')]}
          extra={t('usernameHelp')}
        >
          <Input autoComplete="off" spellCheck={false} maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label={t('name')} rules={[check('name')]}>
          <Input autoComplete="off" maxLength={64} />
        </Form.Item>
        <Form.Item name="roles" label={t('roles')} rules={[check('roles')]}>
          <Checkbox.Group
            options={roles.map((r) => ({
              value: r.name,
              label: roleName(r.name),
              disabled: !roleWithinReach(r, mine),
            }))}
          />
        </Form.Item>
        <PasswordChoiceFields />
      </Form>
      <ActionError error={create.error} fields={FIELDS} />
      {roles.some((r) => !roleWithinReach(r, mine)) ? (
        <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('rolesBeyondReach')} />
      ) : null}
    </Modal>
  );
}
