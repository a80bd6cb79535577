import type { CustomerDetail } from '@shop/contract/areas/customer';
import type { OrderPointRulesData } from '@shop/contract/areas/order';
import { maxPointsFor, pointsDiscountOf, pointsPayable } from '@shop/contract/areas/order-points';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api';
import { messageText } from '../../lib/message-text';
import { formatNumber } from '../../lib/number-format';
import { type DraftLine, indicativeSubtotal } from './new-order-values';

/** What a point is worth and how much of an order points may pay; a rules edit shows within a minute. */
const pointRulesOptions = () =>
  queryOptions({
    queryKey: ['order', 'pointRules'],
    queryFn: () => call('getOrderPointRules', {}, { quiet: true }),
    retry: false,
    staleTime: 60_000,
  });

export interface PointLimits {
  balance: number;
  /** The most this order may use at the prices shown (the server decides on its own prices). */
  maxForOrder: number;
  payable: boolean;
}

/** The limits of the points field, once the rules and the customer are read. */
function pointLimitsOf(
  rules: OrderPointRulesData | undefined,
  customer: Pick<CustomerDetail, 'pointsBalance'> | undefined,
  goods: { subtotal: number; discount: number },
): PointLimits | undefined {
  if (!rules || !customer) return undefined;
  return {
    balance: customer.pointsBalance,
    maxForOrder: maxPointsFor(goods, rules),
    payable: pointsPayable(rules),
  };
}

/**
 * The points of a new order: the field's limits (none until the rules and the picked customer
 * are read) and what the points typed take off the goods, at the prices shown.
 */
export function useNewOrderPoints(
  customer: Pick<CustomerDetail, 'pointsBalance'> | undefined,
  lines: readonly DraftLine[],
  discount: number,
  pointsUsed: number,
) {
  const rules = useQuery(pointRulesOptions());
  return {
    limits: pointLimitsOf(rules.data, customer, { subtotal: indicativeSubtotal(lines), discount }),
    discount: pointsDiscountOf(pointsUsed, { valueCents: rules.data?.valueCents ?? 0 }),
  };
}

/** Points paying for the goods: at most the order's share and the customer's balance. */
export function NewOrderPointsField({ limits }: { limits: PointLimits }) {
  const { t } = useTranslation('order');
  const help = limits.payable
    ? t('pointsHelp', { balance: formatNumber(limits.balance), max: formatNumber(limits.maxForOrder) })
    : t('pointsOffHelp', { balance: formatNumber(limits.balance) });
  return (
    <Form.Item
      name="pointsUsed"
      label={t('pointsUsed')}
      extra={help}
      style={{ width: 260 }}
      rules={[
        {
          validator: (_, value: number | null) => {
            const points = value ?? 0;
            if (points > limits.maxForOrder)
              return Promise.reject(
                limits.payable
                  ? messageText('order.pointsTooMany', { max: limits.maxForOrder })
                  : messageText('order.pointsOff'),
              );
            if (points > limits.balance)
              return Promise.reject(t('pointsOverBalance', { balance: formatNumber(limits.balance) }));
            return Promise.resolve();
          },
        },
      ]}
    >
      <InputNumber<number>
        aria-label={t('pointsUsed')}
        min={0}
        precision={0}
        disabled={!limits.payable}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
