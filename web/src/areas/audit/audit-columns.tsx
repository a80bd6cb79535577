import type { AuditListItem } from '@shop/contract/areas/audit';
import { Tag, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../app/record-links';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import type { ListColumn } from '../../lib/list/list-table';
import { formatDateTime } from '../../lib/time';
import { shortBrowser } from '../../lib/user-agent';
import { actionText, areaText, recordText } from './audit-text';

const NONE = '—';
const SHOWN_FIELDS = 3;

/** The record a change was about, as a link to it where it has a page. */
function RecordCell({ row }: { row: AuditListItem }) {
  const { t } = useTranslation('audit');
  const text = recordText(t, row.entity, row.entityId);
  const to = recordLink(row.entity, row.entityId);
  return to ? <Link to={to}>{text}</Link> : text;
}

/**
 * The audit log's columns: time (opens the change), staff, area, action, record (a link to it),
 * address and browser; the changed fields wait in the chooser.
 */
export function useAuditColumns(drawer: EditDrawer): ListColumn<AuditListItem>[] {
  const { t, i18n } = useTranslation('audit');
  const { linkTo, linkState } = drawer;
  return useMemo(
    () => [
      {
        key: 'at',
        title: t('time'),
        sortField: 'at',
        role: 'identity',
        render: (_, row) => {
          const time = formatDateTime(row.at, i18n.language, 'medium');
          // The name starts with what the link shows (the time), then says what it opens.
          return (
            <Link to={linkTo(row.id)} state={linkState} aria-label={t('openEntry', { time, id: row.id })}>
              {time}
            </Link>
          );
        },
      },
      {
        key: 'staff',
        title: t('staff'),
        render: (_, row) =>
          row.actor ? (
            <>
              {row.actor.name}
              <div>
                <Typography.Text type="secondary">{row.actor.username}</Typography.Text>
              </div>
            </>
          ) : (
            <Typography.Text type="secondary">{t('system')}</Typography.Text>
          ),
      },
      { key: 'area', title: t('area'), render: (_, row) => areaText(t, row.entity) },
      { key: 'action', title: t('action'), render: (_, row) => <Tag>{actionText(t, row.action)}</Tag> },
      { key: 'record', title: t('record'), maxWidth: 220, render: (_, row) => <RecordCell row={row} /> },
      { key: 'ip', title: t('address'), render: (_, row) => row.ip ?? NONE },
      {
        key: 'browser',
        title: t('browser'),
        render: (_, row) =>
          row.userAgent ? (
            <Tooltip title={row.userAgent}>
              <span>{shortBrowser(row.userAgent)}</span>
            </Tooltip>
          ) : (
            NONE
          ),
      },
      {
        key: 'changed',
        title: t('changed'),
        role: 'secondary',
        maxWidth: 240,
        render: (_, row) => {
          if (row.changed.length === 0) return NONE;
          const more = row.changed.length - SHOWN_FIELDS;
          const shown = row.changed.slice(0, SHOWN_FIELDS).join(', ');
          return more > 0 ? `${shown} ${t('moreFields', { count: more })}` : shown;
        },
      },
    ],
    [t, i18n.language, linkTo, linkState],
  );
}
