import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Card, Result } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '../../stores/session-store';
import { publicQueryClient } from './public-query-client';
import { OAUTH_CODE_KEY } from './qr.api';
import { QrConfirmCard } from './qr-confirm-card';
import { useAreaText } from './qr-text';
import './qr-login.css';

/**
 * B-A16 `/auth-redirect` (public, no layout). As a third-party sign-in popup it hands its query
 * string to the console through localStorage and closes; opened directly with `?state=` (the QR
 * code's link) it asks the signed-in staff member to confirm the other device's sign-in.
 */
export function AuthRedirectPage() {
  const inPopup = Boolean(window.opener);

  useEffect(() => {
    if (!inPopup) return;
    localStorage.setItem(OAUTH_CODE_KEY, window.location.search.slice(1));
    window.close();
  }, [inPopup]);

  if (inPopup) return null;
  return (
    <div className="auth-redirect">
      <Card className="auth-redirect-card">
        <QueryClientProvider client={publicQueryClient}>
          <AuthRedirectContent />
        </QueryClientProvider>
      </Card>
    </div>
  );
}

function AuthRedirectContent() {
  const { t } = useAreaText('qr');
  const [params] = useSearchParams();
  const token = useSessionStore((s) => s.token);
  const state = params.get('state');

  if (!state) return <Result status="warning" title={t('invalidTitle')} subTitle={t('noState')} />;
  if (!token) return <SignInFirst />;
  return <QrConfirmCard state={state} />;
}

/** Signed out: sign in first, then come back here (the login page honours `redirect`, B-A9). */
function SignInFirst() {
  const { t } = useAreaText('qr');
  const navigate = useNavigate();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;

  return (
    <Result
      status="info"
      title={t('signInFirstTitle')}
      subTitle={t('signInFirstText')}
      extra={
        <Button type="primary" onClick={() => navigate(`/login?redirect=${encodeURIComponent(back)}`)}>
          {t('signIn')}
        </Button>
      }
    />
  );
}
