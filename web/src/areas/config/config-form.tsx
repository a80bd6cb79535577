import { configKey } from '@shop/contract/areas/config';
import { configValueIssue, configValueTypes, systemValueIssue } from '@shop/contract/areas/config-values';
import { type FieldIssue, validationDataSchema } from '@shop/contract/envelope';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, type FormInstance, Input, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/request';
import { configCategoriesOptions } from './config.queries';
import { type ConfigFormValues, emptyValueOf, wireValueOf } from './config-form-values';
import { issueText } from './config-issue-text';
import { valueTypeLabelKeys } from './config-labels';
import { ConfigValueInput } from './config-value-input';

const formFields = ['key', 'valueType', 'value', 'category', 'label', 'description', 'isPublic'] as const;

/** The server's field errors (a taken key, a value it refused) that name a field of this form. */
export function fieldIssuesOf(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = validationDataSchema.safeParse(error.data);
  if (!parsed.success) return [];
  return parsed.data.issues.filter((issue) => (formFields as readonly unknown[]).includes(issue.path[0]));
}

/** Puts the server's field errors under their fields. */
export function showFieldIssues(
  form: FormInstance<ConfigFormValues>,
  error: unknown,
  t: TFunction<'config'>,
) {
  const issues = fieldIssuesOf(error);
  form.setFields(
    issues.map((issue) => ({
      name: issue.path[0] as (typeof formFields)[number],
      errors: [issueText(t, issue.message)],
    })),
  );
}

export interface ConfigFormProps {
  form: FormInstance<ConfigFormValues>;
  mode: 'create' | 'edit';
  /** A system key keeps its type. */
  isSystem: boolean;
  initialValues: ConfigFormValues;
  onFinish(values: ConfigFormValues): void;
  /** The buttons under the form. */
  children: ReactNode;
}

/** The fields of a config entry, checked by the contract's rules as the server checks them. */
export function ConfigForm({ form, mode, isSystem, initialValues, onFinish, children }: ConfigFormProps) {
  const formName = mode === 'create' ? 'config-create' : `config-edit-${initialValues.key}`;
  const { t } = useTranslation('config');
  const categories = useQuery(configCategoriesOptions());
  const valueType = Form.useWatch('valueType', form) ?? initialValues.valueType;

  const schemaRule = (schema: z.ZodType) => ({
    validator: async (_: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      const message = result.success ? undefined : result.error.issues[0]?.message;
      if (message) throw new Error(issueText(t, message));
    },
  });

  const valueRule = {
    validator: async (_: unknown, value: ConfigFormValues['value']) => {
      const wire = wireValueOf(value);
      const message =
        configValueIssue(valueType, wire ?? undefined) ?? systemValueIssue(form.getFieldValue('key'), wire);
      if (message) throw new Error(issueText(t, message));
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
        // A new type needs a value of that type: start it empty rather than keep a mismatch.
        if (changed.valueType) form.setFieldValue('value', emptyValueOf(changed.valueType));
      }}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        name="key"
        label={t('key')}
        rules={mode === 'create' ? [schemaRule(configKey)] : []}
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
      <Form.Item
        name="category"
        label={t('category')}
        rules={[{ validator: requiredText(t, 32, 'category') }]}
      >
        <AutoComplete
          options={(categories.data ?? []).map((category) => ({ value: category }))}
          filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="label" label={t('label')} rules={[{ validator: requiredText(t, 64, 'label') }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('description')}
        rules={[{ max: 500, message: issueText(t, 'Description is at most 500 characters') }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="isPublic" label={t('public')} valuePropName="checked" extra={t('publicHelp')}>
        <Switch />
      </Form.Item>
      {children}
    </Form>
  );
}

/** Required, trimmed, at most `max` characters: the contract's rule for category and label. */
function requiredText(t: TFunction<'config'>, max: number, field: 'category' | 'label') {
  const name = field === 'category' ? 'Category' : 'Label';
  return async (_: unknown, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) throw new Error(issueText(t, `${name} is required`));
    if (text.length > max) throw new Error(issueText(t, `${name} is at most ${max} characters`));
  };
}
