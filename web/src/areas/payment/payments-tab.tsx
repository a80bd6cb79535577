import { type PaymentListItem, paymentFilters, paymentListQuery } from '@shop/contract/areas/payment';
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
import { type PaymentListParams, paymentListOptions, paymentsExportUrl } from './payment.queries';
import { usePaymentColumns } from './payment-columns';
import { PaymentFilters } from './payment-filters';

/** The Payments tab: every payment, filtered, sorted and paged in the URL, and its export. */
export function PaymentsTab({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('payment');
  const { params, update, reset } = useListParams(paymentListQuery);
  const query = useQuery(paymentListOptions(params));
  const columns = usePaymentColumns(drawer, useMoney());
  const { sort: _sort, ...filters } = exportParamsOf(paymentFilters, params);

  return (
    <ListTable<PaymentListItem>
      listId="payments"
      columns={columns}
      query={query}
      rowKey="id"
      state={params}
      // The table's sort values come from the columns' sort fields, so they are the contract's.
      onStateChange={(patch) => update(patch as Partial<PaymentListParams>)}
      toolbar={<PaymentFilters params={params} update={update} />}
      extra={
        <>
          <PayTotals totals={query.data?.totals} />
          <ExportButton url={paymentsExportUrl(params)} />
        </>
      }
      empty={
        <ListEmpty
          filtered={Object.keys(filters).length > 0}
          noMatch={t('paymentsEmptyFiltered')}
          none={t('paymentsEmptyAll')}
          onClear={reset}
        />
      }
    />
  );
}
