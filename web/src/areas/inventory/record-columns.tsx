import type { StockRecord } from '@shop/contract/areas/inventory';
import { combinationLabel } from '@shop/contract/areas/product';
import { Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EllipsisText } from '../../lib/list/ellipsis-text';
import type { ListColumn } from '../../lib/list/list-table';
import { formatDateTime } from '../../lib/time';
import { signed } from './adjust-preview';
import { movementColours, movementLabelKeys, reasonLabelKeys } from './inventory-labels';
import { referenceOf } from './record-reference';

const NONE = '—';
const TIME_WIDTH = 140;
/** Long product titles, references and notes are cut here; the whole shows in a tooltip. */
const SKU_WIDTH = 220;
const REFERENCE_WIDTH = 160;
const NOTE_WIDTH = 200;

function Change({ delta }: { delta: number }) {
  return (
    <Typography.Text type={delta > 0 ? 'success' : delta < 0 ? 'danger' : undefined}>
      {signed(delta)}
    </Typography.Text>
  );
}

/**
 * The ledger's columns: time, (the SKU, on the Records page), type, reason, the change, on hand
 * before → after and reference; reserved before → after, staff and note wait in the chooser. A
 * SKU's own history leaves the SKU out.
 */
export function useRecordColumns({ withSku }: { withSku: boolean }): ListColumn<StockRecord>[] {
  const { t, i18n } = useTranslation('inventory');
  return useMemo(() => {
    const columns: (ListColumn<StockRecord> | false)[] = [
      {
        key: 'createdAt',
        title: t('time'),
        sortField: withSku ? 'createdAt' : undefined,
        role: 'identity',
        // The time wraps under the date rather than widen the table.
        width: TIME_WIDTH,
        render: (_, row) => formatDateTime(row.createdAt, i18n.language, 'medium'),
      },
      withSku && {
        key: 'sku',
        title: t('sku'),
        render: (_, row) => (
          <>
            <div>{row.skuCode}</div>
            <EllipsisText maxWidth={SKU_WIDTH}>
              <Typography.Text type="secondary">
                {[row.productTitle, combinationLabel(row.optionValues)].filter(Boolean).join(' · ')}
              </Typography.Text>
            </EllipsisText>
          </>
        ),
      },
      {
        key: 'type',
        title: t('type'),
        render: (_, row) => <Tag color={movementColours[row.type]}>{t(movementLabelKeys[row.type])}</Tag>,
      },
      {
        key: 'reason',
        title: t('reason'),
        render: (_, row) => (row.reason ? t(reasonLabelKeys[row.reason]) : NONE),
      },
      {
        key: 'change',
        title: t('change'),
        align: 'right',
        render: (_, row) => (
          <>
            {row.deltaOnHand !== 0 ? <Change delta={row.deltaOnHand} /> : null}
            {row.deltaReserved !== 0 ? (
              <div>
                <Typography.Text type="secondary">{t('reservedChange')} </Typography.Text>
                <Change delta={row.deltaReserved} />
              </div>
            ) : null}
          </>
        ),
      },
      {
        key: 'onHand',
        title: t('onHandBeforeAfter'),
        render: (_, row) => `${row.onHandBefore} → ${row.onHandAfter}`,
      },
      {
        key: 'reserved',
        title: t('reservedBeforeAfter'),
        role: 'secondary',
        render: (_, row) => `${row.reservedBefore} → ${row.reservedAfter}`,
      },
      {
        key: 'reference',
        title: t('reference'),
        maxWidth: REFERENCE_WIDTH,
        render: (_, row) => referenceOf(row) ?? NONE,
      },
      {
        key: 'staff',
        title: t('staff'),
        role: 'secondary',
        render: (_, row) => row.actorName ?? t('system'),
      },
      {
        key: 'note',
        title: t('note'),
        role: 'secondary',
        maxWidth: NOTE_WIDTH,
        render: (_, row) => row.note || NONE,
      },
    ];
    return columns.filter((c): c is ListColumn<StockRecord> => c !== false);
  }, [t, i18n.language, withSku]);
}
