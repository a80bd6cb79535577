import type { StaffListItem } from '@shop/contract/areas/staff';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { staffKeys } from '../../lib/resource-keys';
import { type BulkOutcome, setDisabled } from './staff-bulk';

/** Bulk Disable / Enable of the selected rows, each behind a confirm; reports what happened. */
export function StaffBulkActions({
  rows,
  onDone,
}: {
  rows: StaffListItem[];
  onDone(outcome: BulkOutcome): void;
}) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (disabled: boolean) => {
    const values = { count: rows.length };
    const confirmed = await confirmDanger({
      title: t(disabled ? 'confirmDisableTitle' : 'confirmEnableTitle', values),
      content: t(disabled ? 'confirmDisableText' : 'confirmEnableText'),
      okText: t(disabled ? 'disable' : 'enable'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      onDone(await setDisabled(rows, disabled));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    }
  };

  return (
    <>
      <Button size="small" danger loading={busy} onClick={() => void run(true)}>
        {t('disable')}
      </Button>
      <Button size="small" loading={busy} onClick={() => void run(false)}>
        {t('enable')}
      </Button>
    </>
  );
}

/** What the last bulk action did: how many changed, and which were stale or refused. */
export function BulkReport({ outcome, onClose }: { outcome: BulkOutcome; onClose(): void }) {
  const { t } = useTranslation('staff');
  const names = (rows: StaffListItem[]) => rows.map((r) => r.username).join(', ');
  const troubled = outcome.stale.length + outcome.failed.length > 0;
  const reasons = [...new Set(outcome.failed.map((f) => f.reason))].join('; ');
  return (
    <Alert
      type={troubled ? 'warning' : 'success'}
      showIcon
      closable={{ onClose, 'aria-label': t('cancel') }}
      style={{ marginBottom: 12 }}
      title={t('bulkDone', { ok: outcome.updated.length, count: outcome.asked.length })}
      description={
        troubled ? (
          <>
            {outcome.stale.length > 0 ? <div>{t('bulkStale', { names: names(outcome.stale) })}</div> : null}
            {outcome.failed.length > 0 ? (
              <div>
                {t('bulkFailed', { names: names(outcome.failed.map((f) => f.row)), reason: reasons })}
              </div>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
