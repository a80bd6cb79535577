import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@shop/contract/areas/session-limits';
import { Button, Input } from 'antd';
import { type ChangeEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../components/language-picker';
import { ERROR_TOAST_MS, feedback } from '../../lib/feedback';
import { ApiError } from '../../lib/request';
import { useSessionStore } from '../../stores/session-store';
import { loginTarget } from './login-target';
import { passwordStep } from './session.api';
import { useSignInExit } from './sign-in-exit';
import './login-page.css';

// Loaded when first opened: antd's Modal is not needed to sign in.
const ThirdPartyDialog = lazy(() => import('./qr-login-dialog').then((m) => ({ default: m.QrLoginDialog })));

type Field = 'username' | 'password';

/**
 * B-A7..A9: the sign-in form (no layout). A plain form rather than antd's Form, which would add
 * ~20 KB gzip to the first page anyone sees for two required fields.
 */
export function LoginPage() {
  const { t } = useTranslation('login');
  const exit = useSignInExit();
  const login = useSessionStore((s) => s.login);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const [thirdParty, setThirdParty] = useState<'never' | 'open' | 'closed'>('never');

  function problems(next: Record<Field, string>): Partial<Record<Field, string>> {
    return {
      ...(next.username.trim() ? {} : { username: t('usernameRequired') }),
      ...(next.password ? {} : { password: t('passwordRequired') }),
    };
  }

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has complained, it says so (or stops) as the user types.
    if (errors[field] !== undefined) setErrors({ ...errors, [field]: problems(next)[field] });
  }

  async function submit() {
    // B-A8: a second submit (Enter, double click) while one is pending does nothing.
    if (pendingRef.current) return;
    const found = problems(values);
    setErrors(found);
    if (found.username || found.password) return;
    pendingRef.current = true;
    setPending(true);
    try {
      const data = await passwordStep({ username: values.username.trim(), password: values.password });
      await login(data.state);
      // The button stays busy until the next page shows: a second click could sign in again.
      await exit.leave(loginTarget(exit.search));
    } catch (error) {
      // Server and transport failures were toasted by the API client already.
      if (!(error instanceof ApiError) && error instanceof Error)
        feedback.error(error.message, ERROR_TOAST_MS);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  }

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    placeholder: t(field),
    'aria-label': t(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login-${field}-error` : undefined,
    status: errors[field] ? ('error' as const) : undefined,
    size: 'large' as const,
  });
  const errorText = (field: Field) =>
    errors[field] ? (
      <div id={`login-${field}-error`} className="login-error" role="alert">
        {errors[field]}
      </div>
    ) : null;

  return (
    <div className="login-container">
      <form
        className="login-form"
        noValidate
        autoComplete="on"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="login-title-row">
          <h1 className="login-title">{t('title')}</h1>
          <LanguagePicker className="login-language" />
        </div>
        <div className="login-field">
          <Input
            {...fieldProps('username')}
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={USERNAME_MAX_LENGTH}
            autoFocus
          />
          {errorText('username')}
        </div>
        <div className="login-field">
          <Input.Password
            {...fieldProps('password')}
            prefix={<LockOutlined />}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
          {errorText('password')}
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={pending}>
          {t('logIn')}
        </Button>
        <div className="login-thirdparty">
          <Button size="large" onClick={() => setThirdParty('open')}>
            {t('thirdparty')}
          </Button>
        </div>
      </form>
      {thirdParty === 'never' ? null : (
        <Suspense fallback={null}>
          <ThirdPartyDialog open={thirdParty === 'open'} onClose={() => setThirdParty('closed')} />
        </Suspense>
      )}
    </div>
  );
}
