import type { BoxDrawDetail } from '@shop/contract/areas/box';
import type { Permission } from '@shop/contract/permissions';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { drawerLink, pagePath } from '../../app/page-links';
import { channelLabelKeys as payChannelLabelKeys } from '../../lib/labels/payment-labels';
import { useCan } from '../../lib/permissions';
import { formatDateTime } from '../../lib/time';
import { useMoney } from '../../lib/use-money';
import { drawPrice } from './record-columns';

const NONE = '—';

/** A link to another page where the member may open it; its text alone where not. */
export function LinkIf({ page, to, children }: { page: Permission; to: string; children: ReactNode }) {
  return useCan(page) ? <Link to={to}>{children}</Link> : children;
}

/**
 * What a draw was paid with: the money's payment (linked to the pay list) or the points ledger's
 * entry (linked to the customer's box entries on the Point page).
 */
export function DrawPayment({ draw }: { draw: BoxDrawDetail }) {
  const { t, i18n } = useTranslation('record');
  const money = useMoney();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : NONE);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'paid', label: t('price'), children: drawPrice(draw, money, t) },
        ...(draw.payment
          ? [
              {
                key: 'payNo',
                label: t('payNo'),
                children: (
                  <LinkIf page="payment" to={drawerLink('PayList', draw.payment.id)}>
                    {draw.payment.payNo}
                  </LinkIf>
                ),
              },
              {
                key: 'payChannel',
                label: t('payChannel'),
                children: t(payChannelLabelKeys[draw.payment.channel], { ns: 'payment' }),
              },
              { key: 'reference', label: t('reference'), children: draw.payment.reference || NONE },
              { key: 'paidAt', label: t('paidAt'), children: time(draw.payment.paidAt) },
            ]
          : []),
        ...(draw.pointsEntryId === null
          ? []
          : [
              {
                key: 'pointsEntry',
                label: t('pointsEntry'),
                children: (
                  <LinkIf page="point" to={`${pagePath('Point')}?customerId=${draw.customerId}&bizType=BOX`}>
                    {t('pointsEntryText', { id: draw.pointsEntryId })}
                  </LinkIf>
                ),
              },
            ]),
      ]}
    />
  );
}
