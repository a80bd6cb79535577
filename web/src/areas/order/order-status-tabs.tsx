import { orderTabs } from '@shop/contract/areas/order';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { tabLabelKeys } from '../../lib/labels/order-labels';
import { formatNumber } from '../../lib/number-format';
import { orderCountsOptions } from './order.queries';
import { countFiltersOf, type OrderListParams, type ShownTab, tabOf } from './order-list-params';

const shownTabs: ShownTab[] = ['ALL', ...orderTabs];

/**
 * The status tabs above the list, each with how many orders it holds under the other filters
 * (the server counts them; a count that could not be read is left off rather than guessed).
 */
export function OrderStatusTabs({
  params,
  onChange,
}: {
  params: OrderListParams;
  onChange(tab: ShownTab): void;
}) {
  const { t } = useTranslation('order');
  const counts = useQuery(orderCountsOptions(countFiltersOf(params))).data;
  return (
    <Tabs
      activeKey={tabOf(params)}
      onChange={(key) => onChange(key as ShownTab)}
      items={shownTabs.map((tab) => {
        const label = t(tabLabelKeys[tab]);
        const count = counts?.[tab];
        return {
          key: tab,
          label: count === undefined ? label : t('tabCount', { label, n: formatNumber(count) }),
        };
      })}
    />
  );
}
