import { type RefundListItem, refundFilters, refundListQuery } from '@shop/contract/areas/payment';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { useMoney } from '../../lib/use-money';
import { PayTotals } from './pay-totals';
import { type RefundListParams, refundListOptions, refundsExportUrl } from './payment.queries';
import { useRefundListColumns } from './refund-columns';
import { RefundFilters } from './refund-filters';

/** The Refunds tab: every refund with its payment and order, filtered in the URL, and its export. */
export function RefundsTab({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('payment');
  const { params, update, reset } = useListParams(refundListQuery);
  const query = useQuery(refundListOptions(params));
  const columns = useRefundListColumns(drawer, useMoney());
  const { sort: _sort, ...filters } = exportParamsOf(refundFilters, params);

  return (
    <ListTable<RefundListItem>
      listId="refunds"
      columns={columns}
      query={query}
      rowKey="id"
      state={params}
      // The table's sort values come from the columns' sort fields, so they are the contract's.
      onStateChange={(patch) => update(patch as Partial<RefundListParams>)}
      toolbar={<RefundFilters params={params} update={update} />}
      extra={
        <>
          <PayTotals totals={query.data?.totals} />
          <ExportButton url={refundsExportUrl(params)} />
        </>
      }
      empty={
        <ListEmpty
          filtered={Object.keys(filters).length > 0}
          noMatch={t('refundsEmptyFiltered')}
          none={t('refundsEmptyAll')}
          onClear={reset}
        />
      }
    />
  );
}
