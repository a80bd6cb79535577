import { customerFields, type Gender, genders } from '@shop/contract/areas/customer';
import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/form-issues';
import { customerTagsOptions } from './customer-tags.queries';

/** Each gender's name in the `customer` catalogue. */
const genderLabelKeys = {
  UNKNOWN: 'genderUnknown',
  FEMALE: 'genderFemale',
  MALE: 'genderMale',
  OTHER: 'genderOther',
} as const satisfies Record<Gender, string>;

/** Tags are typed and split on the characters a tag may not hold, or picked from those in use. */
const TAG_SEPARATORS = [',', ';'];

/**
 * A customer's profile fields (the New customer dialog and the drawer's Profile tab), each checked
 * with the contract's own schema; phone, email and birthday may stay empty.
 */
export function ProfileFields() {
  const { t } = useTranslation('customer');
  const tags = useQuery(customerTagsOptions());
  const shape = customerFields.shape;
  return (
    <>
      <Form.Item name="name" label={t('name')} required rules={[zodRule(shape.name)]}>
        <Input autoComplete="off" maxLength={64} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('phone')}
            extra={t('phoneHelp')}
            rules={[zodRule(shape.phone, { optional: true })]}
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email, { optional: true })]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="gender" label={t('gender')}>
            <Select
              options={genders.map((gender) => ({ value: gender, label: t(genderLabelKeys[gender]) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="birthday" label={t('birthday')}>
            <DatePicker
              style={{ width: '100%' }}
              placeholder={t('pickDate')}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="tags" label={t('tags')} extra={t('tagsHelp')} rules={[zodRule(shape.tags)]}>
        <Select
          mode="tags"
          tokenSeparators={TAG_SEPARATORS}
          placeholder={t('tagsPlaceholder')}
          options={(tags.data ?? []).map(({ tag }) => ({ value: tag, label: tag }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('note')} extra={t('noteHelp')} rules={[zodRule(shape.note)]}>
        <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
