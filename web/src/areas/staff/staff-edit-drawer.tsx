import { type StaffListItem, staffPatchBody } from '@shop/contract/areas/staff';
import { type Role, roles } from '@shop/contract/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Form, Input, Skeleton, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { isStaleVersion, staleVersionNotice } from '../../lib/list/stale-version';
import { staffKeys, staffOptions, updateStaff } from './staff.queries';
import type { useEditDrawer } from './staff-drawer-url';
import { roleLabelKeys } from './staff-labels';

interface FormValues {
  name: string;
  roles: Role[];
  disabled: boolean;
}

// The contract's messages (English) as this catalogue's keys, so the form speaks the console's language.
const issueKeys = {
  'Name is required': 'nameRequired',
  'Name is at most 64 characters': 'nameMax',
  'Pick at least one role': 'rolesRequired',
} as const;

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
  const list = useTranslation('list');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const save = useMutation({
    mutationFn: (values: FormValues) => updateStaff(row.id, { version: row.version, ...values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKeys.detail(saved.id), saved);
      feedback.success(t('saved'));
      onSaved();
    },
    // Every list may show the row: refresh them whether it saved or someone else got there first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
  const notice = staleVersionNotice(save.error, list.i18n.language);
  const stale = notice
    ? list.t('staleVersion', { name: notice.name ?? list.t('someoneElse'), time: notice.time })
    : isStaleVersion(save.error)
      ? save.error.message
      : null;

  const check = (field: 'name' | 'roles') => ({
    validator: async (_: unknown, value: unknown) => {
      const result = staffPatchBody.shape[field].safeParse(value);
      const message = result.success ? undefined : result.error.issues[0]?.message;
      if (message)
        throw new Error(message in issueKeys ? t(issueKeys[message as keyof typeof issueKeys]) : message);
    },
  });

  return (
    <Form<FormValues>
      name="staff-edit"
      form={form}
      layout="vertical"
      initialValues={draft ?? { name: row.name, roles: row.roles, disabled: row.disabled }}
      onValuesChange={(_, values) => onDraft(values)}
      onFinish={(values) => save.mutate(values)}
    >
      {stale ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={list.t('staleTitle')}
          description={stale}
          action={
            <Button
              size="small"
              onClick={() => void queryClient.invalidateQueries({ queryKey: staffKeys.detail(row.id) })}
            >
              {list.t('reload')}
            </Button>
          }
        />
      ) : null}
      <Form.Item label={t('username')}>
        <Input value={row.username} disabled />
      </Form.Item>
      <Form.Item name="name" label={t('name')} rules={[check('name')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label={t('roles')} rules={[check('roles')]}>
        <Checkbox.Group options={roles.map((role) => ({ value: role, label: t(roleLabelKeys[role]) }))} />
      </Form.Item>
      <Form.Item name="disabled" label={t('disabled')} valuePropName="checked" extra={t('disabledHelp')}>
        <Switch />
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
export function StaffEditDrawer({ drawer }: { drawer: ReturnType<typeof useEditDrawer> }) {
  const { t } = useTranslation('staff');
  const id = drawer.id;
  const row = useQuery({ ...staffOptions(id ?? 0), enabled: id !== undefined });
  const data = row.data?.id === id ? row.data : undefined;
  // Typed but unsaved values, by row and version. Antd's drawer may remount its content when a
  // kept page comes back (seen when the page it left for loaded slowly), which would otherwise
  // lose them; this component itself stays mounted with the page.
  const drafts = useRef(new Map<string, FormValues>());
  const close = () => {
    drafts.current.clear();
    drawer.close();
  };
  return (
    <Drawer
      open={id !== undefined}
      onClose={close}
      title={data ? t('editTitle', { username: data.username }) : t('edit')}
      size={480}
      // Not modal: the list, the menu and the tabs stay usable while a row is being edited.
      mask={false}
      destroyOnHidden
    >
      {data ? (
        <EditForm
          key={`${data.id}:${data.version}`}
          row={data}
          draft={drafts.current.get(`${data.id}:${data.version}`)}
          onDraft={(values) => drafts.current.set(`${data.id}:${data.version}`, values)}
          onSaved={close}
        />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
