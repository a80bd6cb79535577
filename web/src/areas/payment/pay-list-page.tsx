import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { drawerParamOf } from '../../app/page-links';
import { useEditDrawer } from '../../lib/list/edit-drawer-url';
import { type PayListTab, searchOfTab, tabOf } from './pay-list-url';
import { PaymentDetailDrawer } from './payment-detail-drawer';
import { PaymentsTab } from './payments-tab';
import { RefundsTab } from './refunds-tab';

/**
 * `/payment/index`: every payment and every refund, each belonging to an order, in two tabs kept
 * in the URL (`?tab=refunds`); filters, sort and paging in the URL too; CSV export of either
 * filtered list; a payment's detail and refunds in a drawer (`?payment=<id>`) over either tab.
 */
export function PayListPage() {
  const { t } = useTranslation('payment');
  const { t: routeTitle } = useTranslation('route');
  const location = useLocation();
  const navigate = useNavigate();
  const drawer = useEditDrawer(drawerParamOf('PayList'));
  const tab = tabOf(new URLSearchParams(location.search));

  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {routeTitle('payList')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate({ pathname: location.pathname, search: searchOfTab(key as PayListTab) })}
        // Only the open tab is mounted: both lists read the same URL, and only one owns it.
        destroyOnHidden
        items={[
          { key: 'payments', label: t('payments'), children: <PaymentsTab drawer={drawer} /> },
          { key: 'refunds', label: t('refunds'), children: <RefundsTab drawer={drawer} /> },
        ]}
      />
      <PaymentDetailDrawer drawer={drawer} />
    </Card>
  );
}
