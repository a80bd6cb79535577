import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChoosableColumn {
  key: string;
  title: string;
}

/** The menu key of "Reset columns"; column keys are field names, never this. */
const RESET = '@reset';

/**
 * A "Columns" dropdown of checkboxes, one per column that may be hidden, and a way back to the
 * list's own choice. It stays open while ticking, so several columns can be changed at once.
 */
export function ColumnChooser({
  columns,
  hidden,
  onToggle,
  onReset,
}: {
  columns: ChoosableColumn[];
  hidden: readonly string[];
  onToggle(key: string): void;
  onReset(): void;
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
        items: [
          ...columns.map((c) => ({
            key: c.key,
            label: <Checkbox checked={!hidden.includes(c.key)}>{c.title}</Checkbox>,
          })),
          { type: 'divider' as const },
          { key: RESET, label: t('resetColumns') },
        ],
        onClick: ({ key, domEvent }) => {
          // The checkbox's own click bubbles here too: toggle once.
          domEvent.preventDefault();
          if (key === RESET) onReset();
          else onToggle(key);
        },
      }}
    >
      <Button icon={<SettingOutlined />}>{t('columns')}</Button>
    </Dropdown>
  );
}
