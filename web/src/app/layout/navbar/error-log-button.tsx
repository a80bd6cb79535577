import { BugOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorLogStore } from '../../../stores/error-log-store';
import './error-log-button.css';

// The dialog (antd's Modal and Table) loads when first opened: most sessions never log an error,
// and the layout every signed-in page waits for should not carry it.
const ErrorLogDialog = lazy(() => import('./error-log-dialog').then((m) => ({ default: m.ErrorLogDialog })));

/**
 * B-F14..F16: a red bug button while errors are logged; it opens them in a dialog, where
 * `Clear All` empties the log (and so removes the button).
 */
export function ErrorLogButton() {
  const { t } = useTranslation('errorLog');
  const logs = useErrorLogStore((s) => s.logs);
  const clear = useErrorLogStore((s) => s.clear);
  const [open, setOpen] = useState(false);

  if (logs.length === 0) return null;

  return (
    <div className="error-log-container">
      <Badge dot>
        <Button
          type="primary"
          danger
          size="small"
          icon={<BugOutlined />}
          aria-label={t('errorLog')}
          onClick={() => setOpen(true)}
        />
      </Badge>
      {open ? (
        <Suspense fallback={null}>
          <ErrorLogDialog
            logs={logs}
            onClose={() => setOpen(false)}
            onClearAll={() => {
              setOpen(false);
              clear();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
