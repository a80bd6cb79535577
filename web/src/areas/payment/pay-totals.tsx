import type { PaymentTotals, RefundTotals } from '@shop/contract/areas/payment';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';

/**
 * What the filters match across every page, above the list: how many, and what they add up to in
 * the shop's currency (the server sums them with the list's own filters).
 */
export function PayTotals({ totals }: { totals: PaymentTotals | RefundTotals | undefined }) {
  const { t, i18n } = useTranslation('payment');
  if (!totals) return null;
  const money = (cents: number) => formatMoney(cents, totals.currency, i18n.language);
  const n = new Intl.NumberFormat(i18n.language).format(totals.count);
  const text =
    'refunded' in totals
      ? t('paymentTotals', { n, amount: money(totals.amount), refunded: money(totals.refunded) })
      : t('refundTotals', { n, amount: money(totals.amount) });
  return (
    <Typography.Text type="secondary" data-testid="pay-totals" aria-live="polite">
      {text}
    </Typography.Text>
  );
}
