import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoosableColumn {
  key: string;
  title: string;
}

/**
 * A "Columns" dropdown of checkboxes, one per column that may be hidden. It stays open while
 * ticking, so several columns can be changed at once.
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
}: {
  columns: ChoosableColumn[];
  hidden: readonly string[];
  onToggle(key: string): void;
}) {
  const { t } = useTranslation('list');
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      open={open}
      onOpenChange={(next, info) => {
        if (info.source === 'trigger') setOpen(next);
      }}
      trigger={['click']}
      menu={{
        items: columns.map((c) => ({
          key: c.key,
          label: <Checkbox checked={!hidden.includes(c.key)}>{c.title}</Checkbox>,
        })),
        onClick: ({ key, domEvent }) => {
          // The checkbox's own click bubbles here too: toggle once.
          domEvent.preventDefault();
          onToggle(key);
        },
      }}
    >
      <Button icon={<SettingOutlined />}>{t('columns')}</Button>
    </Dropdown>
  );
}
