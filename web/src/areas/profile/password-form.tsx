import { passwordBody } from '@shop/contract/areas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { feedback } from '../../lib/feedback';
import { fieldErrors, schemaIssues, validationIssues, zodRule } from '../../lib/form-issues';
import { changePassword, profileKeys } from './profile.api';
import { useProfileText } from './profile-text';

interface PasswordFields {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const { oldPassword: oldSchema, newPassword: newSchema } = passwordBody.shape;
const PASSWORD_FIELDS = ['oldPassword', 'newPassword'] as const;

/** Changes the password: current, new and the new one again; the server ends the other sessions. */
export function PasswordForm() {
  const { t } = useProfileText();
  const [form] = Form.useForm<PasswordFields>();
  const queryClient = useQueryClient();

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.resetFields();
      feedback.success(t('passwordChanged'));
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
    },
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), PASSWORD_FIELDS)),
  });

  function onFinish({ oldPassword, newPassword }: PasswordFields) {
    // The whole schema also checks what one field cannot: the new password must differ.
    const parsed = passwordBody.safeParse({ oldPassword, newPassword });
    if (!parsed.success) {
      form.setFields(fieldErrors(schemaIssues(parsed.error.issues), PASSWORD_FIELDS));
      return;
    }
    change.mutate(parsed.data);
  }

  return (
    <Form<PasswordFields> name="password" form={form} layout="vertical" onFinish={onFinish}>
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[zodRule(oldSchema)]}>
        <Input.Password autoComplete="current-password" maxLength={256} />
      </Form.Item>
      <Form.Item name="newPassword" label={t('newPassword')} rules={[zodRule(newSchema)]}>
        <Input.Password autoComplete="new-password" maxLength={256} />
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
        <Input.Password autoComplete="new-password" maxLength={256} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('changePassword')}
      </Button>
    </Form>
  );
}
