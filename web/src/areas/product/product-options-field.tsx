import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_OPTION_VALUES, MAX_OPTIONS, productOption } from '@shop/contract/areas/product';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/form-issues';

/**
 * Up to three options, each a name and its values typed as tags (Enter or a comma adds one).
 * Every change of the values regenerates the SKU table (the editor merges the rows).
 */
export function ProductOptionsField() {
  const { t } = useTranslation('product');
  return (
    <Form.List name="options">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          {fields.length === 0 ? <Typography.Text type="secondary">{t('noOptions')}</Typography.Text> : null}
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="start" wrap>
              <Form.Item
                name={[field.name, 'name']}
                rules={[zodRule(productOption.shape.name)]}
                style={{ marginBottom: 0, width: 200 }}
              >
                <Input
                  aria-label={t('optionName', { n: index + 1 })}
                  placeholder={t('optionNamePlaceholder')}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'values']}
                rules={[zodRule(productOption.shape.values)]}
                style={{ marginBottom: 0, flex: 1, minWidth: 240 }}
              >
                <Select
                  mode="tags"
                  // A tags input, not a picker: nothing to choose from, Enter or a comma adds.
                  open={false}
                  suffixIcon={null}
                  tokenSeparators={[',', '，', '、']}
                  maxCount={MAX_OPTION_VALUES}
                  aria-label={t('optionValues', { n: index + 1 })}
                  placeholder={t('optionValuesPlaceholder')}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('removeOption', { n: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </Flex>
          ))}
          <Form.ErrorList errors={errors} />
          <div>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_OPTIONS}
              onClick={() => add({ name: '', values: [] })}
            >
              {t('addOption')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
