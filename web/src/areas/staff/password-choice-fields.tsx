import { type PasswordMode, passwordModes } from '@shop/contract/areas/staff-account';
import { Button, Form, Input, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { generatePassword, newPasswordRule } from '../../lib/password-rule';

export interface PasswordChoiceValues {
  mode: PasswordMode;
  password?: string;
}

/**
 * How the member gets a password, inside a create or reset form: a temporary one typed or
 * generated here (they change it at first sign-in), or a one-time link to hand over.
 */
export function PasswordChoiceFields() {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const form = Form.useFormInstance<PasswordChoiceValues>();
  const mode = Form.useWatch('mode', form);
  return (
    <>
      <Form.Item name="mode" label={t('passwordMode')}>
        <Radio.Group>
          <Space orientation="vertical">
            {passwordModes.map((m) => (
              <Radio key={m} value={m}>
                {t(m === 'link' ? 'modeLink' : 'modeTemporaryPassword')}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      {mode === 'temporaryPassword' ? (
        <Form.Item label={t('temporaryPassword')} required extra={common('passwordHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="password"
              noStyle
              rules={[{ required: true, message: t('temporaryPasswordRequired') }, newPasswordRule]}
            >
              <Input
                aria-label={t('temporaryPassword')}
                autoComplete="off"
                spellCheck={false}
                maxLength={128}
              />
            </Form.Item>
            <Button
              onClick={() =>
                void form.setFields([{ name: 'password', value: generatePassword(), errors: [] }])
              }
            >
              {t('generate')}
            </Button>
          </Space.Compact>
        </Form.Item>
      ) : (
        <Typography.Paragraph type="secondary">{t('linkHelp')}</Typography.Paragraph>
      )}
    </>
  );
}
