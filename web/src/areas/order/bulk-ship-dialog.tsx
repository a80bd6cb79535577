import { MAX_BULK_SHIP, type OrderListItem, shipBody } from '@shop/contract/areas/order';
import { Alert, Button, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/action-modal';
import { CarrierInput } from '../../components/carrier-input';
import { feedback } from '../../lib/feedback';
import { issueText, validationIssues, zodRule } from '../../lib/form-issues';
import { messageText } from '../../lib/message-text';
import { useFormChanged } from '../../lib/unsaved/form-changed';
import { validateThenSave } from '../../lib/unsaved/form-save';
import { type BulkShipLine, bulkShipBodyOf, refusedOrderOf, splitShippable } from './bulk-ship';
import { bulkShipOrders } from './order-actions.api';
import { useOrderAction } from './use-order-action';

interface Values {
  orders: Partial<BulkShipLine>[];
}

/**
 * Ships the selected paid orders in one request, each with its carrier and tracking number; all
 * of them ship or none does, and a refusal says so with the server's reason. Orders that are not
 * paid are named and left out.
 */
export function BulkShipDialog({
  rows,
  onClose,
  onDone,
}: {
  rows: OrderListItem[];
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('order');
  const [form] = Form.useForm<Values>();
  const [{ ship, skip }] = useState(() => splitShippable(rows));
  const [start] = useState<Values>(() => ({ orders: ship.map(() => ({ carrier: '', trackingNo: '' })) }));
  const [carrierForAll, setCarrierForAll] = useState('');
  const tooMany = ship.length > MAX_BULK_SHIP;

  const action = useOrderAction(
    (values: Values) => bulkShipOrders(bulkShipBodyOf(ship, values.orders)),
    (data) => {
      feedback.success(t('bulkShipped', { count: data.shipped }));
      onDone();
      onClose();
    },
  );
  const refused = refusedOrderOf(action.error);
  // Nothing shipped, whatever the reason: the banner says so first, and names the order at fault.
  const refusal = (error: Error) =>
    refused
      ? t('bulkShipRefusedOrder', { orderNo: refused, reason: error.message })
      : t('bulkShipRefused', { reason: error.message });
  // Field problems of one order go under its fields.
  const onError = (error: unknown) => {
    form.setFields(
      validationIssues(error).flatMap((issue) => {
        const [head, index, field] = issue.path;
        return head === 'orders' &&
          typeof index === 'number' &&
          (field === 'carrier' || field === 'trackingNo')
          ? [
              {
                name: ['orders', index, field] as ['orders', number, typeof field],
                errors: [issueText(issue)],
              },
            ]
          : [];
      }),
    );
  };

  // A carrier typed for all but not applied yet is typed too.
  const changes = useFormChanged(form, start);
  const dirty = changes.changed || carrierForAll.trim() !== '';
  const save = async () =>
    ship.length > 0 &&
    !tooMany &&
    validateThenSave(form, (values) => action.mutateAsync(values, { onError }));

  return (
    <ActionModal
      title={t('bulkShipTitle', { count: ship.length })}
      okText={t('shipAll')}
      onOk={() => form.submit()}
      onClose={onClose}
      pending={action.isPending}
      error={action.error ? new Error(refusal(action.error)) : null}
      okDisabled={ship.length === 0 || tooMany}
      width={760}
      unsaved={{ dirty, save }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('bulkShipAllOrNothing')} />
      {skip.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('bulkShipSkipped', { orders: skip.map((row) => row.orderNo).join(', ') })}
        />
      ) : null}
      {tooMany ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={messageText('order.tooManyToShip', { max: MAX_BULK_SHIP })}
        />
      ) : null}
      {ship.length > 0 ? (
        <Space.Compact style={{ marginBottom: 16 }}>
          <CarrierInput
            aria-label={t('carrierForAll')}
            placeholder={t('carrierForAll')}
            value={carrierForAll}
            onChange={(value: string) => setCarrierForAll(value)}
            style={{ width: 240 }}
          />
          <Button
            disabled={!carrierForAll.trim()}
            onClick={() => {
              form.setFieldsValue({
                orders: ship.map((_, i) => ({
                  ...form.getFieldValue(['orders', i]),
                  carrier: carrierForAll.trim(),
                })),
              });
              changes.measure();
            }}
          >
            {t('applyToAll')}
          </Button>
        </Space.Compact>
      ) : null}
      <Form<Values>
        name="order-bulk-ship"
        form={form}
        initialValues={start}
        onValuesChange={changes.measure}
        onFinish={(values) => !action.isPending && action.mutate(values, { onError })}
      >
        {ship.map((row, i) => (
          <Flex
            key={row.id}
            gap={8}
            align="start"
            role="group"
            aria-label={row.orderNo}
            aria-invalid={refused === row.orderNo}
          >
            <Typography.Text
              strong
              type={refused === row.orderNo ? 'danger' : undefined}
              style={{ width: 150, paddingTop: 5 }}
            >
              {row.orderNo}
            </Typography.Text>
            <Form.Item
              name={['orders', i, 'carrier']}
              rules={[zodRule(shipBody.shape.carrier)]}
              style={{ flex: 1 }}
            >
              <CarrierInput
                aria-label={t('carrierFor', { orderNo: row.orderNo })}
                placeholder={t('carrier')}
              />
            </Form.Item>
            <Form.Item
              name={['orders', i, 'trackingNo']}
              rules={[zodRule(shipBody.shape.trackingNo)]}
              style={{ flex: 1 }}
            >
              <Input aria-label={t('trackingFor', { orderNo: row.orderNo })} placeholder={t('trackingNo')} />
            </Form.Item>
          </Flex>
        ))}
      </Form>
    </ActionModal>
  );
}
