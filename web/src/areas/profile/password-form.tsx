import { passwordBody } from '@shop/contract/areas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { newPasswordRule } from '../../lib/password-rule';
import { useSessionStore } from '../../stores/session-store';
import { changePassword, profileKeys } from './profile.api';
import { useProfileText } from './profile-text';
import { useCheckedForm } from './use-checked-form';

interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const { oldPassword: oldSchema } = passwordBody.shape;
const PASSWORD_FIELDS = ['oldPassword', 'newPassword'] as const;

/** Changes the password: current, new and the new one again; the server ends the other sessions. */
export function PasswordForm() {
  const { t } = useProfileText();
  const [form] = Form.useForm<PasswordFields>();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const mustChange = useSessionStore((s) => s.mustChangePassword);
  const { t: common } = useTranslation('common');
  const first = useRef<InputRef>(null);
  // Sent here to choose their own password: the form is where their eyes and cursor go.
  useEffect(() => {
    if (!mustChange) return;
    first.current?.input?.scrollIntoView({ block: 'center' });
    first.current?.focus();
  }, [mustChange]);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.resetFields();
      setDirty(false);
      feedback.success(t('passwordChanged'));
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
      // A temporary password's gate opens: user info says so, and the console lets the member on.
      if (mustChange) void useSessionStore.getState().getInfo();
    },
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), PASSWORD_FIELDS)),
  });

  const { onFinish } = useCheckedForm({
    form,
    schema: passwordBody,
    // The whole schema also checks what one field cannot: the new password must differ.
    bodyOf: ({ oldPassword, newPassword }: PasswordFields) => ({ oldPassword, newPassword }),
    fields: PASSWORD_FIELDS,
    send: (body) => change.mutate(body),
    sendAsync: (body) => change.mutateAsync(body),
    dirty,
  });

  return (
    <Form<PasswordFields>
      name="password"
      form={form}
      layout="vertical"
      onFinish={onFinish}
      onValuesChange={() => setDirty(true)}
    >
      {mustChange ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={t('mustChangeTitle')}
          description={t('mustChangeText')}
        />
      ) : null}
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[zodRule(oldSchema)]}>
        <Input.Password ref={first} autoComplete="current-password" maxLength={256} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        rules={[newPasswordRule]}
        extra={common('passwordHint')}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('confirmPasswordRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              if (value && value !== getFieldValue('newPassword')) throw new Error(t('passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('changePassword')}
      </Button>
    </Form>
  );
}
