import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import {
  type PointLedgerEntry,
  type PointLedgerQuery,
  pointLedgerFilters,
  pointLedgerQuery,
} from '@shop/contract/areas/point';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../lib/list/export-button';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { useCanCall } from '../../lib/permissions';
import { AdjustPointsDialog, type AdjustTarget } from './adjust-points-dialog';
import { CustomerSummary } from './customer-summary';
import { useLedgerColumns } from './ledger-columns';
import { LedgerFilters } from './ledger-filters';
import { customerPointsOptions, ledgerExportUrl, ledgerOptions } from './point.queries';
import { customerLabel } from './point-labels';
import { PointRulesDrawer } from './point-rules-drawer';

const filterKeys = Object.keys(pointLedgerFilters.shape).filter((key) => key !== 'sort');

/**
 * `/point/index`: the points ledger, filtered, sorted and paged in the URL (`?customerId=` from a
 * customer's drawer shows theirs, with their balance above); staff adjust a customer's points
 * in a dialog and change the points rules in a drawer.
 */
export function PointLedgerPage() {
  const { t } = useTranslation('point');
  const { t: routeTitle } = useTranslation('route');
  const { params, update, reset } = useListParams(pointLedgerQuery);
  const query = useQuery(ledgerOptions(params));
  const summary = useQuery({
    ...customerPointsOptions(params.customerId ?? 0),
    enabled: params.customerId !== undefined,
  });
  const [adjusting, setAdjusting] = useState<{ customer?: AdjustTarget } | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const adjustRow = useCallback(
    (row: PointLedgerEntry) =>
      setAdjusting({
        customer: { id: row.customer.id, label: customerLabel(row.customer.name, row.customer.phone) },
      }),
    [],
  );
  const mayAdjust = useCanCall('adjustPoints');
  // Adjusting from the header picks the customer in the dialog, from the customers' list.
  const mayPickAndAdjust = useCanCall('adjustPoints', 'listCustomers');
  const columns = useLedgerColumns(mayAdjust ? adjustRow : undefined);
  const filtered = filterKeys.some((key) => params[key as keyof PointLedgerQuery] !== undefined);
  const shownSummary = summary.data?.customerId === params.customerId ? summary.data : undefined;

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('point')}
        </Typography.Title>
        <Space wrap>
          <Button icon={<SettingOutlined />} onClick={() => setRulesOpen(true)}>
            {t('rules')}
          </Button>
          {mayPickAndAdjust || (mayAdjust && shownSummary) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() =>
                setAdjusting({
                  customer: shownSummary && {
                    id: shownSummary.customerId,
                    label: customerLabel(shownSummary.name, shownSummary.phone),
                  },
                })
              }
            >
              {t('adjust')}
            </Button>
          ) : null}
        </Space>
      </Flex>
      {params.customerId !== undefined ? (
        <CustomerSummary
          summary={summary}
          onAdjust={mayAdjust ? (customer) => setAdjusting({ customer }) : undefined}
        />
      ) : null}
      {query.data?.totalCapped ? (
        <Typography.Paragraph type="secondary">
          {t('totalCapped', { rows: formatNumber(query.data.total) })}
        </Typography.Paragraph>
      ) : null}
      <ListTable<PointLedgerEntry>
        listId="point-ledger"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The sortable columns' sort fields are the contract's.
        onStateChange={(patch) => update(patch as Partial<PointLedgerQuery>)}
        toolbar={
          <LedgerFilters
            params={params}
            update={update}
            customerLabel={shownSummary ? customerLabel(shownSummary.name, shownSummary.phone) : undefined}
          />
        }
        extra={<ExportButton url={ledgerExportUrl(params)} />}
        empty={
          <ListEmpty filtered={filtered} noMatch={t('emptyFiltered')} none={t('emptyAll')} onClear={reset} />
        }
      />
      {adjusting ? (
        <AdjustPointsDialog customer={adjusting.customer} onClose={() => setAdjusting(null)} />
      ) : null}
      {rulesOpen ? <PointRulesDrawer onClose={() => setRulesOpen(false)} /> : null}
    </Card>
  );
}
