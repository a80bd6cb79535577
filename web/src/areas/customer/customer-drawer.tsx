import type { CustomerDetail } from '@shop/contract/areas/customer';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileDraft } from '../../components/customer-create/customer-form-values';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { useFormDrafts } from '../../lib/list/form-drafts';
import { useCanCall } from '../../lib/permissions';
import { AddressesTab } from './addresses-tab';
import { customerOptions } from './customer.queries';
import { statusColours, statusLabelKeys } from './customer-labels';
import { OrdersTab } from './orders-tab';
import { PaymentsTab } from './payments-tab';
import { PointsTab } from './points-tab';
import { ProfileTab } from './profile-tab';
import { TimelineTab } from './timeline-tab';
import type { CustomerStatusAction } from './use-customer-status';

type Drafts = ReturnType<typeof useFormDrafts<ProfileDraft>>;

function CustomerTabs({ customer, drafts }: { customer: CustomerDetail; drafts: Drafts }) {
  const { t } = useTranslation('customer');
  // The totals and the points balance show to everyone in the profile; the orders, payments and
  // ledger rows are other pages' lists, shown only to those who may read them.
  const orders = useCanCall('listOrders');
  const payments = useCanCall('listPayments');
  const points = useCanCall('listPointLedger');
  const tabs = [
    { key: 'profile', label: t('tabProfile'), children: <ProfileTab customer={customer} drafts={drafts} /> },
    {
      key: 'addresses',
      label: t('tabAddressesCount', { count: customer.addresses.length }),
      children: <AddressesTab customer={customer} />,
    },
    orders && { key: 'orders', label: t('tabOrders'), children: <OrdersTab customerId={customer.id} /> },
    payments && {
      key: 'payments',
      label: t('tabPayments'),
      children: <PaymentsTab customerId={customer.id} />,
    },
    points && {
      key: 'points',
      label: t('tabPoints'),
      children: <PointsTab customerId={customer.id} balance={customer.pointsBalance} />,
    },
    { key: 'timeline', label: t('tabTimeline'), children: <TimelineTab customerId={customer.id} /> },
  ];
  return <Tabs items={tabs.filter((tab) => tab !== false)} />;
}

/**
 * The customer of `?customer=<id>`: status with Disable / Enable, and tabs for the profile (with
 * totals and the edit form), addresses, orders, payments and points (each for those who may read it)
 * and the timeline.
 */
export function CustomerDrawer({ drawer, status }: { drawer: EditDrawer; status: CustomerStatusAction }) {
  const { t } = useTranslation('customer');
  const id = drawer.id;
  const customer = useQuery({ ...customerOptions(id ?? 0), enabled: id !== undefined });
  const data = customer.data?.id === id ? customer.data : undefined;
  const drafts = useFormDrafts<ProfileDraft>();
  const close = () => {
    drafts.clear();
    drawer.close();
  };

  let body = <Skeleton active />;
  if (data) body = <CustomerTabs key={data.id} customer={data} drafts={drafts} />;
  else if (customer.isError)
    body = (
      <Result
        status="warning"
        title={t('loadFailed')}
        subTitle={customer.error.message}
        extra={<Button onClick={() => void customer.refetch()}>{t('retry')}</Button>}
      />
    );

  return (
    <Drawer
      open={id !== undefined}
      onClose={close}
      title={data ? data.name : t('customer')}
      size={800}
      // Not modal: the list, the menu and the tabs stay usable while a customer is open.
      mask={false}
      destroyOnHidden
      extra={
        data ? (
          <Space>
            <Tag color={statusColours[data.status]}>{t(statusLabelKeys[data.status])}</Tag>
            <Button
              danger={data.status === 'ACTIVE'}
              loading={status.pendingId === data.id}
              onClick={() => void status.toggle(data)}
            >
              {data.status === 'ACTIVE' ? t('disable') : t('enable')}
            </Button>
          </Space>
        ) : null
      }
    >
      {body}
    </Drawer>
  );
}
