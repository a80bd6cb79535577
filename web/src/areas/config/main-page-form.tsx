import { DatePicker, Form, type FormInstance, type FormRule, Input, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import { messageText } from '../../lib/message-text';
import { issuesOf, type MainPageField, type MainPageFormValues } from './main-page-form-values';

const timeFormat = 'YYYY-MM-DD HH:mm';

export interface MainPageFormProps {
  form: FormInstance<MainPageFormValues>;
  /** The version the banner was read at (part of the body the contract checks). */
  version: number;
  initialValues: MainPageFormValues;
  onFinish(values: MainPageFormValues): void;
  /** The buttons under the form. */
  children: ReactNode;
}

/** The banner's fields, each checked by the contract's own schema on the whole body. */
export function MainPageForm({ form, version, initialValues, onFinish, children }: MainPageFormProps) {
  const { t } = useTranslation('mainPage');

  // Cross-field rules (an image before switching on, the end after the start) need every value.
  const check =
    (field: MainPageField): FormRule =>
    ({ getFieldsValue }) => ({
      validator: async () => {
        const issue = issuesOf(getFieldsValue(true) as MainPageFormValues, version)[field];
        if (issue) throw new Error(messageText(issue.key, issue.params));
      },
    });

  return (
    <Form<MainPageFormValues>
      name="main-page"
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
    >
      <Form.Item name="image" label={t('image')} rules={[check('image')]} dependencies={['enabled']}>
        <ImageUpload alt={t('image')} />
      </Form.Item>
      <Form.Item name="title" label={t('title')} rules={[check('title')]}>
        <Input placeholder={t('titlePlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="link" label={t('link')} rules={[check('link')]}>
        <Input placeholder={t('linkPlaceholder')} autoComplete="off" />
      </Form.Item>
      <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="startsAt" label={t('startsAt')} rules={[check('startsAt')]}>
        <DatePicker showTime format={timeFormat} placeholder={t('startsAtPlaceholder')} />
      </Form.Item>
      <Form.Item name="endsAt" label={t('endsAt')} rules={[check('endsAt')]} dependencies={['startsAt']}>
        <DatePicker showTime format={timeFormat} placeholder={t('endsAtPlaceholder')} />
      </Form.Item>
      {children}
    </Form>
  );
}
