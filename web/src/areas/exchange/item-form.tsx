import { exchangeItemFields, MAX_EXCHANGE_QUANTITY, MAX_EXCHANGE_QUOTA } from '@shop/contract/areas/exchange';
import { DatePicker, Flex, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { SkuSearchSelect } from '../../components/sku-search-select';
import { zodRule } from '../../lib/form-issues';
import { messageText } from '../../lib/message-text';
import { MoneyInput } from '../../lib/money-input';
import { useCanCall } from '../../lib/permissions';
import { type ItemFormValues, titleOfSku } from './item-form-values';

const shape = exchangeItemFields.shape;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const NUMBER_WIDTH = 200;

/**
 * The fields of an item, create and edit alike (inside the drawer's antd Form): what it gives (a
 * catalogue SKU, or virtual), how it reads, what it costs, how many may go, to whom and when.
 */
export function ItemFormFields({ skuLabel }: { skuLabel?: string }) {
  const { t } = useTranslation('exchange');
  const form = Form.useFormInstance<ItemFormValues>();
  const kind = Form.useWatch('kind', form);
  // Turning an item on or off is `exchange.publish` (its list's switch): here it stays as it is.
  const mayPublish = useCanCall('setExchangeItemStatus');
  const skuTexts = {
    label: t('sku'),
    placeholder: t('pickSku'),
    none: t('noSkus'),
    unavailable: t('skusUnavailable'),
    available: (n: string) => t('skuAvailable', { n }),
  };
  return (
    <>
      <Form.Item name="kind" label={t('kind')}>
        <Radio.Group
          options={[
            { value: 'SKU', label: t('kindSku') },
            { value: 'VIRTUAL', label: t('kindVirtual') },
          ]}
        />
      </Form.Item>
      {kind === 'SKU' ? (
        <Form.Item
          name="skuId"
          label={t('sku')}
          extra={t('skuHelp')}
          rules={[{ required: true, message: t('pickSkuRequired') }]}
        >
          <SkuSearchSelect
            texts={skuTexts}
            knownLabel={skuLabel}
            onPicked={(sku) => {
              // A title not written yet follows the SKU picked; one typed stays.
              if (!form.getFieldValue('title')) form.setFieldsValue({ title: titleOfSku(sku) });
            }}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="title" label={t('itemTitle')} rules={[zodRule(shape.title)]}>
        <Input maxLength={120} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[zodRule(shape.description)]}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="image" label={t('image')}>
        <ImageUpload alt={t('imagePreview')} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          name="pointsPrice"
          label={t('pointsPrice')}
          rules={[zodRule(shape.pointsPrice)]}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="cashPrice"
          label={t('cashPrice')}
          extra={t('cashPriceHelp')}
          rules={[zodRule(shape.cashPrice, { optional: true })]}
          style={{ width: NUMBER_WIDTH }}
        >
          <MoneyInput />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item
          name="quotaTotal"
          label={t('quotaTotal')}
          extra={t('quotaHelp')}
          rules={[zodRule(shape.quotaTotal)]}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number> min={0} max={MAX_EXCHANGE_QUOTA} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="perCustomerLimit"
          label={t('perCustomerLimit')}
          extra={t('limitHelp')}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number> min={1} max={MAX_EXCHANGE_QUANTITY} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="perOrderLimit"
          label={t('perOrderLimit')}
          extra={t('limitHelp')}
          style={{ width: NUMBER_WIDTH }}
        >
          <InputNumber<number> min={1} max={MAX_EXCHANGE_QUANTITY} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="startsAt" label={t('startsAt')} extra={t('startsAtHelp')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={t('endsAt')}
          extra={t('endsAtHelp')}
          dependencies={['startsAt']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, end: ItemFormValues['endsAt']) => {
                const start = getFieldValue('startsAt') as ItemFormValues['startsAt'];
                if (start && end && !end.isAfter(start)) throw new Error(messageText('exchange.windowOrder'));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME_FORMAT} />
        </Form.Item>
      </Flex>
      <Flex gap={12} wrap>
        <Form.Item name="sort" label={t('sort')} extra={t('sortHelp')} style={{ width: NUMBER_WIDTH }}>
          <InputNumber<number> min={-1_000_000} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="status"
          label={t('status')}
          getValueProps={(status: string) => ({ checked: status === 'ON' })}
          normalize={(on: boolean) => (on ? 'ON' : 'OFF')}
        >
          <Switch checkedChildren={t('statusOn')} unCheckedChildren={t('statusOff')} disabled={!mayPublish} />
        </Form.Item>
      </Flex>
    </>
  );
}
