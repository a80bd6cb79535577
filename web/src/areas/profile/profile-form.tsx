import { UserOutlined } from '@ant-design/icons';
import { type ProfileBody, profileBody } from '@shop/contract/areas/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { feedback } from '../../lib/feedback';
import { fieldErrors, validationIssues, zodRule } from '../../lib/form-issues';
import { useSessionStore } from '../../stores/session-store';
import { type Profile, profileKeys, updateProfile } from './profile.api';
import { useProfileText } from './profile-text';
import { useCheckedForm } from './use-checked-form';

const { name: nameSchema, avatar: avatarSchema, introduction: introductionSchema } = profileBody.shape;
const PROFILE_FIELDS = ['name', 'avatar', 'introduction'] as const;

/** Edits name, avatar and introduction with the contract's rules; server field errors land on the fields. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useProfileText();
  const [form] = Form.useForm<ProfileBody>();
  const queryClient = useQueryClient();
  const avatar = Form.useWatch('avatar', form) ?? profile.avatar;
  const preview = avatarSchema.safeParse(avatar).success ? avatar.trim() : '';
  const [dirty, setDirty] = useState(false);

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.profile(), saved);
      // The navbar and dashboard read the session store: show the new name and avatar at once.
      useSessionStore.setState({ name: saved.name, avatar: saved.avatar, introduction: saved.introduction });
      form.setFieldsValue({ name: saved.name, avatar: saved.avatar, introduction: saved.introduction });
      setDirty(false);
      feedback.success(t('saved'));
    },
    // The API client has toasted the message; the field errors also go beside their fields.
    onError: (error) => form.setFields(fieldErrors(validationIssues(error), PROFILE_FIELDS)),
  });

  // The profile page is not kept in its tab: leaving it with typed values asks first.
  const { onFinish } = useCheckedForm({
    form,
    schema: profileBody,
    bodyOf: (values: ProfileBody) => values,
    fields: PROFILE_FIELDS,
    send: (body) => save.mutate(body),
    sendAsync: (body) => save.mutateAsync(body),
    dirty,
  });

  return (
    <Form<ProfileBody>
      name="profile"
      form={form}
      layout="vertical"
      initialValues={{ name: profile.name, avatar: profile.avatar, introduction: profile.introduction }}
      onFinish={onFinish}
      onValuesChange={() => setDirty(true)}
    >
      <Form.Item name="name" label={t('name')} rules={[zodRule(nameSchema)]}>
        <Input autoComplete="name" maxLength={64} />
      </Form.Item>
      <Form.Item label={t('avatar')} extra={t('avatarHint')}>
        <Space align="start" style={{ width: '100%' }}>
          <Avatar src={preview || undefined} icon={<UserOutlined />} alt={t('avatarPreview')} size={48} />
          <Form.Item name="avatar" noStyle rules={[zodRule(avatarSchema)]}>
            <Input aria-label={t('avatar')} maxLength={500} style={{ minWidth: 320 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="introduction" label={t('introduction')} rules={[zodRule(introductionSchema)]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
