import { offlineChannels, recordPaymentBody } from '@shop/contract/areas/order';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../lib/form-issues';
import { channelLabelKeys } from '../lib/labels/payment-labels';
import { messageText } from '../lib/message-text';

export type OfflineChannel = (typeof offlineChannels)[number];

/**
 * The channel and reference of money received outside the system (an order's payment, an
 * exchange order's cash part), as form fields under `prefix`. Cash at the counter often has no
 * slip; a transfer or terminal payment always has one (the server says the same).
 */
export function PaymentChannelFields({
  channel,
  prefix = [],
}: {
  channel: OfflineChannel;
  prefix?: string[];
}) {
  const { t } = useTranslation('payment');
  return (
    <>
      <Form.Item name={[...prefix, 'channel']} label={t('payChannel')}>
        <Select options={offlineChannels.map((c) => ({ value: c, label: t(channelLabelKeys[c]) }))} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'reference']}
        label={t('reference')}
        extra={channel === 'CASH' ? t('referenceCashHelp') : t('referenceHelp')}
        dependencies={[[...prefix, 'channel']]}
        rules={[
          zodRule(recordPaymentBody.shape.reference),
          { required: channel !== 'CASH', whitespace: true, message: messageText('order.referenceRequired') },
        ]}
      >
        <Input autoComplete="off" maxLength={64} />
      </Form.Item>
    </>
  );
}
