import {
  boxSeriesFields,
  MAX_BOX_POINTS_PRICE,
  MAX_DAILY_LIMIT,
  MAX_GUARANTEE_EVERY,
} from '@shop/contract/areas/box';
import { DatePicker, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { zodRule } from '../../lib/form-issues';
import { tierLabelKeys } from '../../lib/labels/box-labels';
import { messageText } from '../../lib/message-text';
import { MoneyInput } from '../../lib/money-input';
import type { BoxFormValues } from './box-form-values';

const shape = boxSeriesFields.shape;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const NUMBER_WIDTH = 200;

/** What the box is: its title, description and cover (editable in any status). */
export function BoxBasicsFields() {
  const { t } = useTranslation('box');
  return (
    <>
      <Form.Item name="title" label={t('boxTitle')} rules={[zodRule(shape.title)]}>
        <Input maxLength={120} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[zodRule(shape.description)]}>
        <Input.TextArea maxLength={4000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="cover" label={t('cover')}>
        <ImageUpload alt={t('coverPreview')} />
      </Form.Item>
    </>
  );
}

/**
 * How the box sells: its price in money and/or points, the sale window, draws per customer a day,
 * the guarantee and the age notice. They shape what customers were told, so they change only
 * while the box is a draft or paused (`locked` otherwise).
 */
export function BoxRuleFields({ locked }: { locked: boolean }) {
  const { t } = useTranslation('box');
  return (
    <>
      {locked ? <Typography.Paragraph type="secondary">{t('rulesLocked')}</Typography.Paragraph> : null}
      <Flex gap={12} wrap>
        <Form.Item
          name="cashPrice"
          label={t('cashPrice')}
          extra={t('cashPriceHelp')}
          rules={[zodRule(shape.cashPrice, { optional: true })]}
          style={{ width: NUMBER_WIDTH }}
        >
          <MoneyInput disabled={locked} />
        </Form.Item>
        <Form.Item
          name="pointsPrice"
          label={t('pointsPrice')}
          extra={t('pointsPriceHelp')}
          rules={[zodRule(shape.pointsPrice, { optional: true })]}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number>
            min={1}
            max={MAX_BOX_POINTS_PRICE}
            precision={0}
            disabled={locked}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="startsAt" label={t('startsAt')} extra={t('startsAtHelp')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} disabled={locked} />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={t('endsAt')}
          extra={t('endsAtHelp')}
          dependencies={['startsAt']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, end: BoxFormValues['endsAt']) => {
                const start = getFieldValue('startsAt') as BoxFormValues['startsAt'];
                if (start && end && !end.isAfter(start)) throw new Error(messageText('box.windowOrder'));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} disabled={locked} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          name="perCustomerDailyLimit"
          label={t('dailyLimit')}
          extra={t('dailyLimitHelp')}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number>
            min={1}
            max={MAX_DAILY_LIMIT}
            precision={0}
            disabled={locked}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="guaranteeEvery"
          label={t('guaranteeEvery')}
          extra={t('guaranteeEveryHelp')}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number>
            min={2}
            max={MAX_GUARANTEE_EVERY}
            precision={0}
            disabled={locked}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="guaranteeMinTier"
          label={t('guaranteeMinTier')}
          extra={t('guaranteeMinTierHelp')}
          style={{ width: NUMBER_WIDTH }}
        >
          <Select
            allowClear
            disabled={locked}
            placeholder={t('noGuarantee')}
            options={(['RARE', 'HIDDEN'] as const).map((tier) => ({
              value: tier,
              label: t('tierOrRarer', { tier: t(tierLabelKeys[tier]) }),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="minimumAge"
          label={t('minimumAge')}
          extra={t('minimumAgeHelp')}
          rules={[zodRule(shape.minimumAge, { optional: true })]}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number> min={1} max={21} precision={0} disabled={locked} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
    </>
  );
}
