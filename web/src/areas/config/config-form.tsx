import { configCreateBody, configKey } from '@shop/contract/areas/config';
import { configValueIssue, configValueTypes, systemValueIssue } from '@shop/contract/areas/config-values';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, type FormInstance, Input, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { messageText } from '../../lib/message-text';
import { configCategoriesOptions } from './config.queries';
import { type ConfigFormValues, emptyValueOf, wireValueOf } from './config-form-values';
import { valueTypeLabelKeys } from './config-labels';
import { ConfigValueInput } from './config-value-input';

const formFields = ['key', 'valueType', 'value', 'category', 'label', 'description', 'isPublic'] as const;

/** The server's field errors (a taken key, a value it refused) that name a field of this form. */
export function fieldIssuesOf(error: unknown) {
  return fieldErrors(validationIssues(error), formFields);
}

/** Puts the server's field errors under their fields, in the console's language. */
export function showFieldIssues(form: FormInstance<ConfigFormValues>, error: unknown) {
  form.setFields(fieldIssuesOf(error));
}

export interface ConfigFormProps {
  form: FormInstance<ConfigFormValues>;
  mode: 'create' | 'edit';
  /** A system key keeps its type. */
  isSystem: boolean;
  initialValues: ConfigFormValues;
  onFinish(values: ConfigFormValues): void;
  /** Something was typed (the unsaved-edits question then asks before it is lost). */
  onEdit?(): void;
  /** The buttons under the form. */
  children: ReactNode;
}

/** The fields of a config entry, checked by the contract's rules as the server checks them. */
export function ConfigForm({
  form,
  mode,
  isSystem,
  initialValues,
  onFinish,
  onEdit,
  children,
}: ConfigFormProps) {
  const formName = mode === 'create' ? 'config-create' : `config-edit-${initialValues.key}`;
  const { t } = useTranslation('config');
  const categories = useQuery(configCategoriesOptions());
  const valueType = Form.useWatch('valueType', form) ?? initialValues.valueType;

  const fieldRule = (field: 'category' | 'label' | 'description') => zodRule(configCreateBody.shape[field]);

  // The type's rule, then a system key's own: the same checks the server makes, said where bad JSON fails.
  const valueRule = {
    validator: async (_: unknown, value: ConfigFormValues['value']) => {
      const wire = wireValueOf(value);
      const issue =
        configValueIssue(valueType, wire ?? undefined) ?? systemValueIssue(form.getFieldValue('key'), wire);
      if (issue) throw new Error(messageText(issue.key, issue.params));
    },
  };

  return (
    <Form<ConfigFormValues>
      // Field ids are `<name>_<field>`: kept pages stay in the document, so ids must differ per form.
      name={formName}
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<ConfigFormValues>) => {
        onEdit?.();
        // A new type needs a value of that type: start it empty rather than keep a mismatch.
        if (changed.valueType) form.setFieldValue('value', emptyValueOf(changed.valueType));
      }}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="key"
        label={t('key')}
        rules={mode === 'create' ? [zodRule(configKey)] : []}
        extra={mode === 'create' ? t('keyHelp') : undefined}
      >
        <Input autoComplete="off" disabled={mode === 'edit'} spellCheck={false} />
      </Form.Item>
      <Form.Item name="valueType" label={t('valueType')} extra={isSystem ? t('systemNoRetype') : undefined}>
        <Select
          disabled={isSystem}
          options={configValueTypes.map((type) => ({ value: type, label: t(valueTypeLabelKeys[type]) }))}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label={t('value')}
        rules={[valueRule]}
        dependencies={['valueType']}
        valuePropName="value"
      >
        <ConfigValueInput type={valueType} />
      </Form.Item>
      <Form.Item name="category" label={t('category')} rules={[fieldRule('category')]}>
        <AutoComplete
          options={(categories.data ?? []).map((category) => ({ value: category }))}
          filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="label" label={t('label')} rules={[fieldRule('label')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('description')} rules={[fieldRule('description')]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="isPublic" label={t('public')} valuePropName="checked" extra={t('publicHelp')}>
        <Switch />
      </Form.Item>
      {children}
    </Form>
  );
}
