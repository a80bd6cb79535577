import type { AfterSale, AfterSaleAction, OrderDetail } from '@shop/contract/areas/order';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Col, Flex, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditDrawer } from '../../lib/list/edit-drawer-url';
import { RecordDrawer } from '../../lib/list/record-drawer';
import { usePermissions } from '../../lib/permissions';
import { orderKeys } from '../../lib/resource-keys';
import { type Money, useMoney } from '../../lib/use-money';
import { AddressDialog } from './address-dialog';
import { AfterSaleDialog } from './after-sale-dialog';
import { type AfterSaleStep, AfterSaleStepDialog } from './after-sale-step-dialog';
import { CancelDialog } from './cancel-dialog';
import { CompleteDialog } from './complete-dialog';
import { DocumentButtons } from './document-buttons';
import { orderOptions } from './order.queries';
import { type ButtonAction, OrderActionBar } from './order-action-bar';
import { orderActionsFor } from './order-actions';
import { OrderAfterSales } from './order-after-sales';
import { OrderAmounts } from './order-amounts';
import { OrderLinesTable } from './order-lines-table';
import { OrderPaymentsTable, OrderRefundsTable } from './order-money-tables';
import { OrderShipping } from './order-shipping';
import { OrderSummary } from './order-summary';
import { OrderTimeline } from './order-timeline';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';

/** The dialog open over the drawer, if any: an order action, or a step of one after-sale. */
type OpenDialog =
  | { kind: ButtonAction }
  | { kind: 'afterSale'; afterSale: AfterSale; step: AfterSaleStep }
  | { kind: 'refund'; afterSale: AfterSale };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function ActionDialog({
  open,
  order,
  money,
  onClose,
  onReload,
}: {
  open: OpenDialog;
  order: OrderDetail;
  money: Money;
  onClose(): void;
  onReload(): void;
}) {
  switch (open.kind) {
    case 'pay':
      return <RecordPaymentDialog order={order} money={money} onClose={onClose} />;
    case 'ship':
      return <ShipDialog order={order} onClose={onClose} />;
    case 'complete':
      return <CompleteDialog order={order} onClose={onClose} />;
    case 'cancel':
      return <CancelDialog order={order} money={money} onClose={onClose} />;
    case 'editAddress':
      return <AddressDialog order={order} onClose={onClose} onReload={onReload} />;
    case 'requestAfterSale':
      return <AfterSaleDialog order={order} money={money} onClose={onClose} />;
    case 'refund':
      return 'afterSale' in open ? (
        <RefundDialog order={order} afterSale={open.afterSale} money={money} onClose={onClose} />
      ) : (
        <RefundDialog order={order} money={money} onClose={onClose} />
      );
    case 'afterSale':
      return (
        <AfterSaleStepDialog order={order} afterSale={open.afterSale} step={open.step} onClose={onClose} />
      );
  }
}

/**
 * How much of the order is drawn: 0 in the drawer's first frame, which carries what one opens an
 * order to see (who, what, the actions); then, each in a transition of its own that yields to
 * input, 1 adds amounts, shipping, payments and refunds and 2 the after-sales and the timeline.
 * One commit of the whole order made one long task (every antd table measures the page as it
 * mounts); smaller steps keep each task short, and the first frame comes sooner.
 */
const LAST_STEP = 2;
function useDrawnSteps(): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (step < LAST_STEP) startTransition(() => setStep(step + 1));
  }, [step]);
  return step;
}

function Detail({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const queryClient = useQueryClient();
  const money = useMoney();
  const permissions = usePermissions();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [reloads, setReloads] = useState(0);
  const step = useDrawnSteps();
  const actions = orderActionsFor(order, permissions);
  const afterSaleAction = (afterSale: AfterSale, action: AfterSaleAction) =>
    setOpen(
      action === 'refund' ? { kind: 'refund', afterSale } : { kind: 'afterSale', afterSale, step: action },
    );

  return (
    <>
      <OrderSummary order={order} />
      <Flex gap={8} wrap justify="space-between">
        <OrderActionBar actions={actions} onAction={(kind) => setOpen({ kind })} />
        <Flex gap={8} wrap role="toolbar" aria-label={t('printDocuments')}>
          <DocumentButtons ids={[order.id]} />
        </Flex>
      </Flex>
      <Section title={t('sectionLines')}>
        <OrderLinesTable lines={order.lines} money={money} />
      </Section>
      {step >= 1 ? (
        <>
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <Section title={t('sectionAmounts')}>
                <OrderAmounts order={order} money={money} />
              </Section>
            </Col>
            <Col xs={24} lg={12}>
              <Section title={t('sectionShipping')}>
                <OrderShipping order={order} />
              </Section>
            </Col>
          </Row>
          <Section title={t('sectionPayments')}>
            <OrderPaymentsTable payments={order.payments} money={money} />
          </Section>
          <Section title={t('sectionRefunds')}>
            <OrderRefundsTable order={order} money={money} />
          </Section>
        </>
      ) : null}
      {step >= 2 ? (
        <>
          <Section title={t('sectionAfterSales')}>
            <OrderAfterSales order={order} onAction={afterSaleAction} />
          </Section>
          <Section title={t('sectionTimeline')}>
            <OrderTimeline order={order} money={money} canNote={actions.includes('note')} />
          </Section>
        </>
      ) : (
        <Skeleton active style={{ marginTop: 24 }} />
      )}
      {open ? (
        <ActionDialog
          // A Reload (after a stale save) mounts the dialog afresh from the order as now saved.
          key={reloads}
          open={open}
          order={order}
          money={money}
          onClose={() => setOpen(null)}
          onReload={() =>
            void queryClient
              .invalidateQueries({ queryKey: orderKeys.detail(order.id) })
              .then(() => setReloads((n) => n + 1))
          }
        />
      ) : null}
    </>
  );
}

/**
 * The drawer of `?order=<id>`: the whole order — who, what, how much, where, payments, refunds,
 * after-sales and its timeline — with the actions its status allows.
 */
export function OrderDetailDrawer({ drawer }: { drawer: EditDrawer }) {
  const { t } = useTranslation('order');
  const order = useQuery({ ...orderOptions(drawer.id ?? 0), enabled: drawer.id !== undefined });
  return (
    <RecordDrawer
      drawer={drawer}
      query={order}
      title={(data) => t('detailTitle', { orderNo: data.orderNo })}
      size={1100}
      texts={{
        loading: t('order'),
        loadFailed: t('orderLoadFailed'),
        refreshFailed: t('orderRefreshFailed'),
        retry: t('retry'),
      }}
    >
      {(data) => (
        <Flex vertical>
          <Detail key={data.id} order={data} />
        </Flex>
      )}
    </RecordDrawer>
  );
}
