import { Button, Flex, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiffKind, type DiffRow, diffRecords, valueText } from './audit-diff';

const kindKeys = {
  changed: 'kindChanged',
  added: 'kindAdded',
  removed: 'kindRemoved',
  same: 'kindSame',
} as const satisfies Record<DiffKind, string>;

const kindColours: Record<DiffKind, string | undefined> = {
  changed: 'gold',
  added: 'green',
  removed: 'red',
  same: undefined,
};

/** A value in a cell: nested JSON keeps its indentation; nothing at all is a muted dash. */
function Value({ value }: { value: unknown }) {
  if (value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = valueText(value);
  if (!text.includes('\n'))
    return <Typography.Text style={{ wordBreak: 'break-word' }}>{text}</Typography.Text>;
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{text}</pre>;
}

/**
 * The record before and after a change, field by field: what changed first-class (highlighted,
 * tagged changed / added / removed), what stayed the same folded away behind a button.
 */
export function AuditDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('audit');
  const { token } = theme.useToken();
  const [showSame, setShowSame] = useState(false);
  const rows = useMemo(() => diffRecords(before, after), [before, after]);
  const same = rows.filter((r) => r.kind === 'same').length;
  const shown = showSame ? rows : rows.filter((r) => r.kind !== 'same');
  const backgrounds: Record<DiffKind, string | undefined> = {
    changed: token.colorWarningBg,
    added: token.colorSuccessBg,
    removed: token.colorErrorBg,
    same: undefined,
  };
  const columns: ColumnsType<DiffRow> = [
    {
      key: 'path',
      title: t('field'),
      width: '28%',
      render: (_, row) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong={row.kind !== 'same'}>{row.path || t('wholeRecord')}</Typography.Text>
          {row.kind === 'same' ? null : <Tag color={kindColours[row.kind]}>{t(kindKeys[row.kind])}</Tag>}
        </Flex>
      ),
    },
    { key: 'before', title: t('before'), width: '36%', render: (_, row) => <Value value={row.before} /> },
    { key: 'after', title: t('after'), width: '36%', render: (_, row) => <Value value={row.after} /> },
  ];

  if (rows.length === 0) return <Typography.Paragraph type="secondary">{t('noFields')}</Typography.Paragraph>;
  return (
    <Flex vertical gap={8}>
      <Table<DiffRow>
        size="small"
        rowKey="path"
        pagination={false}
        columns={columns}
        dataSource={shown}
        onRow={(row) => ({ style: { background: backgrounds[row.kind] } })}
        locale={{ emptyText: t('nothingChanged') }}
        aria-label={t('difference')}
      />
      {same > 0 ? (
        <Button type="link" style={{ alignSelf: 'start', padding: 0 }} onClick={() => setShowSame((v) => !v)}>
          {showSame ? t('hideUnchanged') : t('showUnchanged', { count: same })}
        </Button>
      ) : null}
    </Flex>
  );
}
