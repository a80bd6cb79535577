import type { ConfigValueType } from '@shop/contract/areas/config-values';
import { Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../components/image-upload';
import type { FormValue } from './config-form-values';

export interface ConfigValueInputProps {
  type: ConfigValueType;
  value?: FormValue;
  onChange?(value: FormValue): void;
  id?: string;
}

/** The value field of the config form: its control follows the entry's type. */
export function ConfigValueInput({ type, value, onChange, id }: ConfigValueInputProps) {
  const { t } = useTranslation('config');
  switch (type) {
    case 'boolean':
      return (
        <Switch
          id={id}
          checked={value === true}
          onChange={(checked) => onChange?.(checked)}
          checkedChildren={t('yes')}
          unCheckedChildren={t('no')}
        />
      );
    case 'number':
      return (
        <InputNumber
          id={id}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(typeof next === 'number' ? next : null)}
          style={{ width: 240 }}
        />
      );
    case 'json':
      return (
        <Input.TextArea
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 4, maxRows: 20 }}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
          placeholder='{ "example": true }'
        />
      );
    case 'image':
      return (
        <ImageUpload
          id={id}
          value={value !== null && typeof value === 'object' ? value : null}
          onChange={(image) => onChange?.(image)}
        />
      );
    default:
      return (
        <Input.TextArea
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange?.(e.target.value)}
          autoSize={{ minRows: 1, maxRows: 8 }}
        />
      );
  }
}
