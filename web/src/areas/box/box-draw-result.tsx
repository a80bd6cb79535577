import type { BoxDrawActionData } from '@shop/contract/areas/box';
import { Alert, Button, Descriptions, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { drawerLink } from '../../app/page-links';
import { payMethodLabelKeys, tierColours, tierLabelKeys } from '../../lib/labels/box-labels';
import { formatNumber } from '../../lib/number-format';
import { useMoney } from '../../lib/use-money';

/**
 * What the server drew: the prize with its tier and shown value, the odds version it was drawn
 * under, whether the guarantee chose its tier, and the random value that decided it, so staff can
 * tell the customer and find the record again.
 */
export function DrawResult({
  data,
  onClose,
  onAgain,
}: {
  data: BoxDrawActionData;
  onClose(): void;
  onAgain(): void;
}) {
  const { t } = useTranslation('box');
  const money = useMoney();
  const navigate = useNavigate();
  const { draw, replayed } = data;
  const paid =
    draw.payMethod === 'CASH'
      ? money.format(draw.cashAmount)
      : t('pointsAmount', { points: formatNumber(draw.pointsAmount) });

  return (
    <Modal
      open
      title={t('drawnTitle', { drawNo: draw.drawNo })}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button
            onClick={() => {
              onClose();
              navigate(drawerLink('RecordList', draw.id));
            }}
          >
            {t('openRecord')}
          </Button>
          <Button onClick={onAgain}>{t('drawAgain')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('close')}
          </Button>
        </Space>
      }
    >
      {replayed ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('replayed', { drawNo: draw.drawNo })}
        />
      ) : null}
      <section aria-label={t('prizeWon')} style={{ textAlign: 'center', marginBottom: 16 }}>
        <Tag color={tierColours[draw.tier]} style={{ fontSize: 16, padding: '4px 12px' }}>
          {t(tierLabelKeys[draw.tier])}
        </Tag>
        <Typography.Title level={4} style={{ margin: '12px 0 4px' }}>
          {draw.prizeTitle}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('shownValueOf', { value: money.format(draw.displayValue) })}
        </Typography.Text>
        {draw.guaranteeApplied ? (
          <div style={{ marginTop: 8 }}>
            <Tag color="purple">{t('guaranteeApplied')}</Tag>
          </div>
        ) : null}
      </section>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'customer', label: t('customer'), children: draw.customerName },
          { key: 'sku', label: t('sku'), children: draw.skuCode },
          {
            key: 'odds',
            label: t('oddsVersion'),
            children: t('versionShort', { version: draw.oddsVersion }),
          },
          { key: 'paid', label: t(payMethodLabelKeys[draw.payMethod]), children: paid },
          {
            key: 'roll',
            label: t('roll'),
            span: 2,
            children: t('rollOf', { roll: formatNumber(draw.roll), pool: formatNumber(draw.poolSize) }),
          },
        ]}
      />
    </Modal>
  );
}
