import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const KEYS = [
  ['J / ↓', 'keyNext'],
  ['K / ↑', 'keyPrevious'],
  ['A', 'keyApprove'],
  ['R', 'keyReject'],
  ['O / Enter', 'keyOpen'],
  ['X', 'keySelect'],
] as const;

/** The review keys, a click away ("?") from the queue. */
export function KeyboardHelp() {
  const { t } = useTranslation('feed');
  return (
    <Popover
      trigger="click"
      title={t('keyboardTitle')}
      content={
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: 0 }}>
          {KEYS.map(([keys, what]) => (
            <div key={what} style={{ display: 'contents' }}>
              <dt>
                <Typography.Text keyboard>{keys}</Typography.Text>
              </dt>
              <dd style={{ margin: 0 }}>{t(what)}</dd>
            </div>
          ))}
        </dl>
      }
    >
      <Button icon={<QuestionCircleOutlined />}>{t('keyboard')}</Button>
    </Popover>
  );
}
