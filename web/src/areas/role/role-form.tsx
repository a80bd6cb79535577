import { type RoleItem, roleCreateBody } from '@shop/contract/areas/role';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../components/action-modal';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { isStaleVersion } from '../../lib/list/stale-version';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { canDo, usePermissions } from '../../lib/permissions';
import { roleKeys } from '../../lib/resource-keys';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { PermissionMatrix } from './permission-matrix-field';
import { createRole, refreshRoles, updateRole } from './role.queries';
import { ROLE_PARAM } from './role-url';

export interface RoleFormValues {
  name: string;
  label: string;
  description: string;
  permissions: string[];
}

const fields = ['name', 'label', 'description', 'permissions'] as const;
const NEW_ROLE_VALUES: RoleFormValues = { name: '', label: '', description: '', permissions: [] };

export function formValuesOf(role: RoleItem | undefined): RoleFormValues {
  if (!role) return NEW_ROLE_VALUES;
  const { name, label, description, permissions } = role;
  return { name, label, description, permissions };
}

/** The body of a save: only what this role lets change (a built-in role keeps its texts). */
function changesOf(role: RoleItem, values: RoleFormValues) {
  const texts = role.builtIn ? {} : { label: values.label, description: values.description };
  return { version: role.version, ...texts, permissions: values.permissions };
}

/**
 * A new role (`role` undefined) or a saved one at the version it was read at. Developer and admin
 * are shown read-only; a built-in role's label and description are fixed.
 */
export function RoleForm({
  role,
  draft,
  onDraft,
  onDone,
  onCancel,
}: {
  role: RoleItem | undefined;
  draft: RoleFormValues | undefined;
  onDraft(values: RoleFormValues): void;
  onDone(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('role');
  const queryClient = useQueryClient();
  const own = usePermissions();
  const [form] = Form.useForm<RoleFormValues>();
  const [start] = useState(() => formValuesOf(role));
  const changes = useFormChanged(form, start);
  const readOnly = role?.allPermissions === true;
  const save = useMutation({
    mutationFn: (values: RoleFormValues) =>
      role ? updateRole(role.name, changesOf(role, values)) : createRole(values),
    onSuccess: async (saved) => {
      feedback.success(t(role ? 'saved' : 'created', { label: saved.label }));
      unsaved.settle();
      onDone();
      await refreshRoles(queryClient, saved);
    },
    onError: (error) => {
      const errors = fieldErrors(validationIssues(error), fields);
      if (errors.length > 0) form.setFields(errors);
    },
  });
  const submit = async (): Promise<boolean> => {
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    if (save.isPending) return false;
    return save.mutateAsync(form.getFieldsValue(true) as RoleFormValues).then(
      () => true,
      () => false,
    );
  };
  const unsaved = useUnsavedChanges({
    dirty: !readOnly && (changes.changed || draft !== undefined),
    save: submit,
    anchor: ROLE_PARAM,
  });
  const check = (field: 'name' | 'label' | 'description') => zodRule(roleCreateBody.shape[field]);

  return (
    <Form<RoleFormValues>
      name={role ? 'role-edit' : 'role-new'}
      form={form}
      layout="vertical"
      initialValues={draft ?? start}
      disabled={readOnly}
      onValuesChange={() => {
        changes.measure();
        onDraft(form.getFieldsValue(true) as RoleFormValues);
      }}
      onFinish={() => void submit()}
    >
      {readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('allPermissionsNote')} />
      ) : null}
      {role?.builtIn && !readOnly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('builtInTextNote')} />
      ) : null}
      {role ? (
        <StaleVersionAlert
          error={save.error}
          onReload={() => void queryClient.invalidateQueries({ queryKey: roleKeys.detail(role.name) })}
        />
      ) : null}
      <Form.Item
        name="name"
        label={t('name')}
        rules={role ? [] : [check('name')]}
        extra={role ? null : t('nameHelp')}
      >
        <Input autoComplete="off" disabled={role !== undefined} />
      </Form.Item>
      <Form.Item name="label" label={t('label')} rules={[check('label')]}>
        <Input autoComplete="off" disabled={role?.builtIn} />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[check('description')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} disabled={role?.builtIn} />
      </Form.Item>
      <Form.Item name="permissions" label={t('permissions')}>
        <PermissionMatrix readOnly={readOnly} grantable={(p) => canDo(own, p)} />
      </Form.Item>
      {isStaleVersion(save.error) ? null : <ActionError error={save.error} fields={[...fields]} />}
      <Space style={{ marginTop: 16 }}>
        {readOnly ? null : (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {role ? t('save') : t('create')}
          </Button>
        )}
        <Button disabled={false} onClick={() => void unsaved.leave(onCancel)}>
          {t('close')}
        </Button>
      </Space>
    </Form>
  );
}
