import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormDrafts } from '../../lib/list/form-drafts';
import { useRoleText } from '../../lib/role-choices';
import { roleOptions } from './role.queries';
import { RoleForm, type RoleFormValues } from './role-form';
import type { RoleDrawerState } from './role-url';

/**
 * The drawer of `?role=<name>` (edit) or `?role=_new` (create). After a refused stale save, Reload
 * fetches the role again and the form starts over from it (keyed by version).
 */
export function RoleDrawer({ drawer }: { drawer: RoleDrawerState }) {
  const { t } = useTranslation('role');
  const roleName = useRoleText();
  const { name, creating } = drawer;
  const role = useQuery({ ...roleOptions(name ?? ''), enabled: name !== undefined });
  const data = role.data?.name === name ? role.data : undefined;
  const drafts = useFormDrafts<RoleFormValues>();
  const draftKey = creating ? 'new' : data ? `${data.name}:${data.version}` : '';
  const close = () => {
    drafts.clear();
    drawer.close();
  };

  let body = <Skeleton active />;
  if (creating || data)
    body = (
      <RoleForm
        key={draftKey}
        role={data}
        draft={drafts.get(draftKey)}
        onDraft={(values) => drafts.set(draftKey, values)}
        onDone={close}
        onCancel={close}
      />
    );
  else if (role.isError)
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={role.error.message}
        extra={<Button onClick={() => void role.refetch()}>{t('retry')}</Button>}
      />
    );

  return (
    <Drawer
      open={creating || name !== undefined}
      // Closing drops `?role=`, which the router's unsaved-edits guard asks about.
      onClose={close}
      title={data ? t('editTitle', { label: roleName(data.name) }) : t('createTitle')}
      size={720}
      mask={false}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}
