import { addressFields } from '@shop/contract/areas/customer';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/form-issues';
import type { addressFieldNames } from './address-values';

/**
 * A delivery address's fields under `prefix` in the surrounding form, each checked by the
 * contract's own schema for it (the server checks the same).
 */
export function AddressFields({ prefix = [] }: { prefix?: (string | number)[] }) {
  const { t } = useTranslation('order');
  const rule = (field: (typeof addressFieldNames)[number]) => [zodRule(addressFields.shape[field])];
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name={[...prefix, 'receiverName']} label={t('receiverName')} rules={rule('receiverName')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={[...prefix, 'phone']} label={t('receiverPhone')} rules={rule('phone')}>
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={[...prefix, 'region']} label={t('region')} rules={rule('region')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={[...prefix, 'city']} label={t('city')} rules={rule('city')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={16}>
        <Form.Item name={[...prefix, 'line']} label={t('street')} rules={rule('line')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name={[...prefix, 'postalCode']} label={t('postalCode')} rules={rule('postalCode')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
