import { addressFields } from '@shop/contract/areas/customer';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../lib/form-issues';
import type { AddressFieldName } from './address-values';

/**
 * A delivery address's fields, each checked with the contract's own schema for it (the server
 * checks the same): at the form's top (a customer's or an order's address dialog) or under
 * `prefix` (`['address']`: the New customer dialog's first address; `['typedAddress']`: a new
 * order's typed one). Receiver, phone, city and street are required; region and postal code may
 * stay empty.
 */
export function AddressFields({ prefix = [] }: { prefix?: readonly (string | number)[] }) {
  const { t } = useTranslation('customer');
  const shape = addressFields.shape;
  const name = (field: AddressFieldName) => [...prefix, field];
  const rule = (field: AddressFieldName) => [zodRule(shape[field])];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name={name('receiverName')}
            label={t('receiverName')}
            required
            rules={rule('receiverName')}
          >
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={name('phone')} label={t('receiverPhone')} required rules={rule('phone')}>
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name={name('region')} label={t('region')} rules={rule('region')}>
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name={name('city')} label={t('city')} required rules={rule('city')}>
            <Input autoComplete="off" maxLength={64} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name={name('line')} label={t('line')} required rules={rule('line')}>
            <Input autoComplete="off" maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={name('postalCode')} label={t('postalCode')} rules={rule('postalCode')}>
            <Input autoComplete="off" maxLength={16} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
