import type { BoxSeries } from '@shop/contract/areas/box';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';
import { BoxRules } from './box-rules';

type Facts = Pick<
  BoxSeries,
  'cashPrice' | 'pointsPrice' | 'minimumAge' | 'perCustomerDailyLimit' | 'guaranteeEvery' | 'guaranteeMinTier'
>;

/** What a draw of the box costs and the rules it is drawn under, atop the draw dialog. */
export function DrawFacts({ box }: { box: Facts }) {
  const { t } = useTranslation('box');
  const money = useMoney();
  const price = [
    box.cashPrice === null ? null : money.format(box.cashPrice),
    box.pointsPrice === null ? null : t('pointsAmount', { points: formatNumber(box.pointsPrice) }),
  ].filter(Boolean);
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'price', label: t('price'), children: price.join(' · ') },
        { key: 'rules', label: t('rules'), children: <BoxRules box={box} /> },
      ]}
    />
  );
}

/** What a points draw costs and leaves the customer; a warning when they are short. */
export function PointsAfter({ price, after }: { price: number; after: number }) {
  const { t } = useTranslation('box');
  const short = after < 0;
  return (
    <Alert
      type={short ? 'warning' : 'info'}
      showIcon
      title={t('costsPoints', { points: formatNumber(price) })}
      description={
        short
          ? t('balanceShort', { short: formatNumber(-after) })
          : t('balanceAfter', { points: formatNumber(after) })
      }
    />
  );
}
