import type { PasswordLinkCheck } from '@shop/contract/areas/staff-account';
import { Button, Card, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../lib/api';
import { fieldErrors, validationIssues } from '../../lib/form-issues';
import { newPasswordRule } from '../../lib/password-rule';
import { formatDateTime } from '../../lib/time';

interface Fields {
  password: string;
  confirmPassword: string;
}

/** The token travels in the address's fragment, which browsers never send to a server or its logs. */
const tokenOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, ''));

/**
 * `/set-password#<token>` (public, no layout): a new or reset member opens the link an admin
 * handed over, chooses a password (twice), and goes on to sign in. The link works once.
 */
export function SetPasswordPage() {
  const { t, i18n } = useTranslation('staff');
  const { t: common } = useTranslation('common');
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(window.location.hash));
  const [link, setLink] = useState<PasswordLinkCheck | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Fields>();

  useEffect(() => {
    if (!token) return;
    // A failure (throttled, offline) has been toasted by the client; the page says the link failed.
    call('checkPasswordLink', { body: { token } }).then(setLink, () =>
      setLink({ status: 'used', username: null, expiresAt: null }),
    );
  }, [token]);

  const submit = async ({ password }: Fields) => {
    setSaving(true);
    try {
      const { username } = await call('setPasswordWithLink', { body: { token, password } }, { quiet: true });
      setDone(username);
    } catch (error) {
      const issues = validationIssues(error);
      if (issues.length > 0) form.setFields(fieldErrors(issues, ['password'] as const));
      else setLink({ status: 'used', username: null, expiresAt: null });
    } finally {
      setSaving(false);
    }
  };

  const signIn = (
    <Button type="primary" onClick={() => void navigate('/login')}>
      {t('goToSignIn')}
    </Button>
  );
  let body: React.ReactNode;
  if (!token) body = <Result status="warning" title={t('linkMissingTitle')} subTitle={t('linkAskNew')} />;
  else if (done)
    body = (
      <Result
        status="success"
        title={t('setPasswordDoneTitle')}
        subTitle={t('setPasswordDoneText', { username: done })}
        extra={signIn}
      />
    );
  else if (!link) body = <Skeleton active />;
  else if (link.status !== 'valid')
    body = (
      <Result
        status="warning"
        title={t(link.status === 'expired' ? 'linkExpiredTitle' : 'linkUsedTitle')}
        subTitle={t('linkAskNew')}
        extra={signIn}
      />
    );
  else
    body = (
      <>
        <Typography.Title level={3}>{t('setPasswordTitle')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('setPasswordFor', {
            username: link.username ?? '',
            time: link.expiresAt ? formatDateTime(link.expiresAt, i18n.language) : '',
          })}
        </Typography.Paragraph>
        <Form<Fields> name="set-password" form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          {/* The username, for the browser's password manager to save beside the new password. */}
          <input type="text" autoComplete="username" value={link.username ?? ''} readOnly hidden />
          <Form.Item
            name="password"
            label={t('newPassword')}
            rules={[newPasswordRule]}
            extra={common('passwordHint')}
          >
            <Input.Password autoComplete="new-password" maxLength={128} autoFocus />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('confirmPassword')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('confirmPasswordRequired') },
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (value && value !== getFieldValue('password')) throw new Error(t('passwordMismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={128} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={saving}>
            {t('setPasswordSubmit')}
          </Button>
        </Form>
      </>
    );
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>{body}</Card>
    </main>
  );
}
