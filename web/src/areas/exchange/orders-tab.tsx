import {
  type ExchangeOrderListItem,
  type ExchangeOrderTab,
  exchangeOrderFilters,
  exchangeOrderListQuery,
  exchangeOrderTabs,
} from '@shop/contract/areas/exchange';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../lib/api';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { ExportButton } from '../../lib/list/export-button';
import { exportParamsOf } from '../../lib/list/filter-params';
import { ListEmpty } from '../../lib/list/list-empty';
import { ListTable } from '../../lib/list/list-table';
import { useListParams } from '../../lib/list/use-list-params';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';
import { type ExchangeOrderListParams, exchangeOrderListOptions } from './exchange.queries';
import { tabLabelKeys } from './exchange-tabs';
import { useExchangeOrderColumns } from './order-columns';
import { ExchangeOrderFilters } from './order-filters';

type ShownTab = ExchangeOrderTab | 'ALL';
/** To pay, to ship, shipped, completed, cancelled, then all. */
const shownTabs: ShownTab[] = [...exchangeOrderTabs, 'ALL'];

/**
 * The Orders tab: exchange orders by status tab, each tab with how many it holds under the other
 * filters (the list's answer counts them), searched, filtered, sorted and paged in the URL, and
 * the export of what the list shows.
 */
export function OrdersTab({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('exchange');
  const { params, update, reset } = useListParams(exchangeOrderListQuery);
  const query = useQuery(exchangeOrderListOptions(params));
  const columns = useExchangeOrderColumns(drawer, useMoney());
  const filters = exportParamsOf(exchangeOrderFilters, params);
  const { sort: _sort, tab: _tab, ...narrowing } = filters;
  const counts = query.data?.counts;
  const customerName = params.customerId === undefined ? undefined : query.data?.items[0]?.customerName;

  return (
    <>
      <Tabs
        activeKey={params.tab ?? 'ALL'}
        onChange={(key) => update({ tab: key === 'ALL' ? undefined : (key as ExchangeOrderTab) })}
        items={shownTabs.map((tab) => {
          const label = t(tabLabelKeys[tab]);
          const count = counts?.[tab];
          return {
            key: tab,
            label: count === undefined ? label : t('tabCount', { label, n: formatNumber(count) }),
          };
        })}
      />
      <ListTable<ExchangeOrderListItem>
        listId="exchangeOrders"
        columns={columns}
        query={query}
        rowKey="id"
        state={params}
        // The table's sort values come from the columns' sort fields, so they are the contract's.
        onStateChange={(patch) => update(patch as Partial<ExchangeOrderListParams>)}
        toolbar={<ExchangeOrderFilters params={params} update={update} customerName={customerName} />}
        extra={<ExportButton url={apiUrl('exportExchangeOrders', { query: filters })} />}
        empty={
          <ListEmpty
            filtered={Object.keys(narrowing).length > 0}
            noMatch={t('ordersEmptyFiltered')}
            none={params.tab ? t('ordersEmptyTab') : t('ordersEmptyAll')}
            onClear={reset}
          />
        }
      />
    </>
  );
}
