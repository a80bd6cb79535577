import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { passwordStepBody } from '@shop/contract/areas/session';
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { ApiError } from '../../lib/request';
import { useSessionStore } from '../../stores/session-store';
import { loginTarget } from './login-target';
import { passwordStep } from './session.api';
import './login-page.css';

interface LoginFields {
  username: string;
  password: string;
}

// The contract's limits, so the form never sends what the server would refuse.
const usernameMax = passwordStepBody.shape.username.maxLength ?? undefined;
const passwordMax = passwordStepBody.shape.password.maxLength ?? undefined;

/** B-A7..A9: the sign-in form (no layout). */
export function LoginPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const location = useLocation();
  const login = useSessionStore((s) => s.login);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const [thirdPartyOpen, setThirdPartyOpen] = useState(false);

  async function onFinish(fields: LoginFields) {
    // B-A8: a second submit (Enter, double click) while one is pending does nothing.
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      const { data } = await passwordStep({ username: fields.username.trim(), password: fields.password });
      await login(data.state);
      navigate(loginTarget(location.search));
    } catch (error) {
      // Server and transport failures were toasted by the API client already.
      if (!(error instanceof ApiError) && error instanceof Error)
        feedback.error(error.message, ERROR_TOAST_MS);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  return (
    <div className="login-container">
      <Form<LoginFields> className="login-form" onFinish={onFinish} autoComplete="on" size="large">
        <div className="login-title-row">
          <Typography.Title level={3} className="login-title">
            {t('title')}
          </Typography.Title>
          <LanguagePicker className="login-language" />
        </div>
        <Form.Item
          name="username"
          rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('username')}
            aria-label={t('username')}
            autoComplete="username"
            maxLength={usernameMax}
            autoFocus
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('password')}
            aria-label={t('password')}
            autoComplete="current-password"
            maxLength={passwordMax}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={pending}>
          {t('logIn')}
        </Button>
        <div className="login-thirdparty">
          <Button onClick={() => setThirdPartyOpen(true)}>{t('thirdparty')}</Button>
        </div>
      </Form>
      <Modal
        title={t('thirdparty')}
        open={thirdPartyOpen}
        onCancel={() => setThirdPartyOpen(false)}
        footer={<Button onClick={() => setThirdPartyOpen(false)}>{t('close')}</Button>}
      >
        <p>{t('thirdpartyComing')}</p>
      </Modal>
    </div>
  );
}
