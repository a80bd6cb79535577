import { GiftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { drawerParamOf } from '../../app/page-links';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { ExchangeOrderDrawer } from './exchange-order-drawer';
import { type ExchangeTab, ITEM_PARAM, searchOfTab, TAB_PARAM, tabOf } from './exchange-url';
import { ItemDrawer } from './item-drawer';
import { ItemsTab } from './items-tab';
import { OrdersTab } from './orders-tab';
import { RedeemDialog, useCanRedeem } from './redeem-dialog';

/**
 * `/exchange/index`: the points exchange in two tabs kept in the URL (`?view=orders`). Items:
 * what customers may redeem, filtered, sorted and exported, each edited in a drawer
 * (`?item=<id>`) or created in one. Orders: the redemptions by status tab with counts, each in a
 * drawer of its own (`?exchangeOrder=<id>`, over either tab) with the actions its status allows.
 * "Redeem for a customer" places one from either tab.
 */
export function ExchangePage() {
  const { t } = useTranslation('exchange');
  const { t: routeTitle } = useTranslation('route');
  const location = useLocation();
  const navigate = useNavigate();
  const itemDrawer = useEditDrawer(ITEM_PARAM);
  const search = new URLSearchParams(location.search);
  const tab = tabOf(search);
  // A link to an order from elsewhere (the pay list) names only the order: show it over its tab.
  const orderParam = drawerParamOf('ExchangeList');
  const linkedOrder = search.has(orderParam) && !search.has(TAB_PARAM);
  useEffect(() => {
    if (!linkedOrder) return;
    const next = new URLSearchParams(location.search);
    next.set(TAB_PARAM, 'orders');
    navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true, state: location.state });
  }, [linkedOrder, location, navigate]);
  const [creating, setCreating] = useState(false);
  const [redeeming, setRedeeming] = useState<{ itemId?: number } | null>(null);
  const mayRedeem = useCanRedeem();

  const orderDrawer = useEditDrawer(orderParam);

  // A placed order opens on the orders tab, in its drawer (Back closes it).
  const openPlaced = (id: number) => {
    const search = new URLSearchParams({
      [TAB_PARAM]: 'orders',
      [drawerParamOf('ExchangeList')]: String(id),
    });
    navigate({ pathname: location.pathname, search: `?${search}` }, { state: orderDrawer.linkState });
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {routeTitle('exchangeList')}
        </Typography.Title>
        {mayRedeem ? (
          <Button type="primary" icon={<GiftOutlined />} onClick={() => setRedeeming({})}>
            {t('redeem')}
          </Button>
        ) : null}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate({ pathname: location.pathname, search: searchOfTab(key as ExchangeTab) })}
        // Only the open tab is mounted: both lists read the same URL, and only one owns it.
        destroyOnHidden
        items={[
          {
            key: 'items',
            label: t('itemsTab'),
            children: (
              <ItemsTab
                drawer={itemDrawer}
                onCreate={() => setCreating(true)}
                onRedeem={(itemId) => setRedeeming({ itemId })}
              />
            ),
          },
          { key: 'orders', label: t('ordersTab'), children: <OrdersTab drawer={orderDrawer} /> },
        ]}
      />
      <ItemDrawer
        drawer={itemDrawer}
        creating={creating}
        onCreated={() => setCreating(false)}
        onClose={() => setCreating(false)}
      />
      <ExchangeOrderDrawer drawer={orderDrawer} />
      {redeeming ? (
        <RedeemDialog itemId={redeeming.itemId} onClose={() => setRedeeming(null)} onPlaced={openPlaced} />
      ) : null}
    </Card>
  );
}
