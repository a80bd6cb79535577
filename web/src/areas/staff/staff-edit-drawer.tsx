import { type StaffListItem, staffPatchBody } from '@shop/contract/areas/staff';
import type { Role } from '@shop/contract/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Drawer, Form, Input, Skeleton, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { zodRule } from '../../lib/form-issues';
import { EDIT_PARAM, type EditDrawer } from '../../lib/list/edit-drawer-url';
import { useFormDrafts } from '../../lib/list/form-drafts';
import { StaleVersionAlert } from '../../lib/list/stale-version-alert';
import { usePermissions } from '../../lib/permissions';
import { staffKeys } from '../../lib/resource-keys';
import { roleListOptions, useRoleText } from '../../lib/role-choices';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { useUnsavedChanges } from '../../lib/unsaved/use-unsaved-changes';
import { staffOptions, updateStaff } from './staff.queries';
import { StaffAccountActions } from './staff-account-actions';
import { roleLock } from './staff-reach';
import { StaffSignIns } from './staff-sign-ins';
import { useIsSelf } from './use-staff-self';

interface FormValues {
  name: string;
  roles: Role[];
}

/** The edit form of one account, saved at the version it was read at. */
function EditForm({
  row,
  draft,
  onDraft,
  onSaved,
}: {
  row: StaffListItem;
  /** What was typed before the form last unmounted, if anything. */
  draft: FormValues | undefined;
  onDraft(values: FormValues): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const roleName = useRoleText();
  const roles = useQuery(roleListOptions()).data?.items ?? [];
  const mine = usePermissions();
  const self = useIsSelf(row.username) === true;
  // A draft is typed values from before a remount.
  const [dirty, setDirty] = useState(draft !== undefined);
  const save = useMutation({
    mutationFn: (values: FormValues) => updateStaff(row.id, { version: row.version, ...values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKeys.detail(saved.id), saved);
      feedback.success(t('saved'));
      unsaved.settle();
      onSaved();
    },
    // Every list may show the row: refresh them whether it saved or someone else got there first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
  // Closing the drawer (its ×, Back, the menu) drops its param: the router's guard asks then.
  const unsaved = useUnsavedChanges({
    dirty,
    save: () => validateThenSave(form, (values) => save.mutateAsync(values)),
    anchor: EDIT_PARAM,
  });
  const check = (field: 'name' | 'roles') => zodRule(staffPatchBody.shape[field]);

  return (
    <Form<FormValues>
      name="staff-edit"
      form={form}
      layout="vertical"
      initialValues={draft ?? { name: row.name, roles: row.roles }}
      onValuesChange={(_, values) => {
        setDirty(true);
        onDraft(values);
      }}
      onFinish={(values) => save.mutate(values)}
    >
      <StaleVersionAlert
        error={save.error}
        onReload={() => void queryClient.invalidateQueries({ queryKey: staffKeys.detail(row.id) })}
      />
      {/* Not a form field (no name), so the label is tied to the input by hand. */}
      <Form.Item label={t('username')} htmlFor={`staff-${row.id}-username`}>
        <Input id={`staff-${row.id}-username`} value={row.username} disabled />
      </Form.Item>
      <Form.Item name="name" label={t('name')} rules={[check('name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label={t('roles')} rules={[check('roles')]}>
        <Checkbox.Group
          options={roles.map((role) => {
            const lock = roleLock(role, { mine, self, held: row.roles });
            return {
              value: role.name,
              label: lock ? (
                <Tooltip title={t(lock === 'ownAccess' ? 'ownRoleHelp' : 'roleBeyondReachHelp')}>
                  {roleName(role.name)}
                </Tooltip>
              ) : (
                roleName(role.name)
              ),
              disabled: lock !== null,
            };
          })}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

/**
 * The drawer of `?edit=<id>`. After a refused stale save, Reload fetches the row again and the
 * form starts over from it (keyed by version), keeping the other person's change.
 */
export function StaffEditDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('staff');
  const { t: signInText } = useTranslation('signIns');
  const id = drawer.id;
  const row = useQuery({ ...staffOptions(id ?? 0), enabled: id !== undefined });
  const data = row.data?.id === id ? row.data : undefined;
  const drafts = useFormDrafts<FormValues>();
  const draftKey = data ? `${data.id}:${data.version}` : '';
  const close = () => {
    drafts.clear();
    drawer.close();
  };
  return (
    <Drawer
      open={id !== undefined}
      onClose={close}
      title={data ? t('editTitle', { username: data.username }) : t('edit')}
      // Wide enough for the Sign-ins tab's table (time, method, result, address, browser) unscrolled.
      size={720}
      // Not modal: the list, the menu and the tabs stay usable while a row is being edited.
      mask={false}
      destroyOnHidden
    >
      {data ? (
        <Tabs
          items={[
            {
              key: 'account',
              label: t('accountTab'),
              children: (
                <>
                  <EditForm
                    key={draftKey}
                    row={data}
                    draft={drafts.get(draftKey)}
                    onDraft={(values) => drafts.set(draftKey, values)}
                    onSaved={close}
                  />
                  <StaffAccountActions row={data} />
                </>
              ),
            },
            { key: 'signIns', label: signInText('tab'), children: <StaffSignIns staffId={data.id} /> },
          ]}
        />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
