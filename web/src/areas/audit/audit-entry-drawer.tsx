import type { AuditEntry } from '@shop/contract/areas/audit';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../app/record-links';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { RecordDrawer } from '../../lib/list/record-drawer';
import { formatDateTime } from '../../lib/time';
import { auditEntryOptions } from './audit.queries';
import { AuditDiffTable } from './audit-diff-table';
import { actionText, areaText, recordText } from './audit-text';

const NONE = '—';

function Facts({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('audit');
  const record = recordText(t, entry.entity, entry.entityId);
  const to = recordLink(entry.entity, entry.entityId);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      items={[
        { key: 'time', label: t('time'), children: formatDateTime(entry.at, i18n.language, 'medium') },
        {
          key: 'staff',
          label: t('staff'),
          children: entry.actor ? `${entry.actor.name} (${entry.actor.username})` : t('system'),
        },
        { key: 'area', label: t('area'), children: areaText(t, entry.entity) },
        { key: 'action', label: t('action'), children: actionText(t, entry.action) },
        { key: 'record', label: t('record'), children: to ? <Link to={to}>{record}</Link> : record },
        { key: 'ip', label: t('address'), children: entry.ip ?? NONE },
        { key: 'browser', label: t('browser'), children: entry.userAgent ?? NONE },
      ]}
    />
  );
}

/** The drawer of `?entry=<id>`: one change, who made it from where, and the record before and after. */
export function AuditEntryDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('audit');
  const entry = useQuery({ ...auditEntryOptions(drawer.id ?? 0), enabled: drawer.id !== undefined });
  return (
    <RecordDrawer
      drawer={drawer}
      query={entry}
      title={(data) =>
        t('entryTitle', {
          action: actionText(t, data.action),
          record: recordText(t, data.entity, data.entityId),
        })
      }
      size={820}
      texts={{
        loading: t('entry'),
        loadFailed: t('entryLoadFailed'),
        refreshFailed: t('entryRefreshFailed'),
        retry: t('retry'),
      }}
    >
      {(data) => (
        <Flex vertical gap={16}>
          <Facts entry={data} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('beforeAfter')}
          </Typography.Title>
          <AuditDiffTable before={data.before} after={data.after} />
        </Flex>
      )}
    </RecordDrawer>
  );
}
