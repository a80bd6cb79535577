import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSessionStore } from '../../stores/session-store';
import { loginTarget } from './login-target';
import { isWaiting, QR_POLL_MS, qrStatus, startQr } from './qr.api';
import { QrCodeImage } from './qr-code-image';
import { useAreaText } from './qr-text';
import { useSignInExit } from './sign-in-exit';

/**
 * The QR sign-in while its dialog is open: asks for a state, shows it as a QR code and a link,
 * polls until a signed-in phone confirms, then signs in as a password sign-in does (B-A9).
 * Unmounting (closing the dialog) stops the polling.
 */
export function QrLoginPanel() {
  const { t, time } = useAreaText('qr');
  const exit = useSignInExit();
  const login = useSessionStore((s) => s.login);
  const start = useMutation({ mutationFn: startQr });
  const { mutate: startNew } = start;
  const started = useRef(false);
  const redeemed = useRef<string | undefined>(undefined);
  const [signInFailed, setSignInFailed] = useState(false);

  // One state per opening; the ref keeps StrictMode's second effect run from asking twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startNew();
  }, [startNew]);

  const state = start.data?.state;
  const status = useQuery({
    queryKey: ['qr-login', state],
    queryFn: () => qrStatus(state ?? ''),
    enabled: state !== undefined,
    gcTime: 0,
    // The phone is in the user's hand, so keep asking even while this tab is in the background.
    refetchIntervalInBackground: true,
    refetchInterval: (query) =>
      query.state.status !== 'error' && isWaiting(query.state.data) ? QR_POLL_MS : false,
  });
  const current = status.data;

  useEffect(() => {
    if (current !== 'CONFIRMED' || !state || redeemed.current === state) return;
    redeemed.current = state;
    login(state)
      .then(() => exit.leave(loginTarget(exit.search)))
      .catch(() => setSignInFailed(true));
  }, [current, state, login, exit]);

  function refresh() {
    setSignInFailed(false);
    startNew();
  }

  if (start.isError) return <Failed text={t('startFailed')} action={t('refresh')} onAction={refresh} />;
  if (!start.data || start.isPending) {
    return (
      <div className="qr-login-loading">
        <Spin /> <Typography.Text>{t('starting')}</Typography.Text>
      </div>
    );
  }
  if (status.isError || signInFailed)
    return <Failed text={t('checkFailed')} action={t('refresh')} onAction={refresh} />;

  const url = `${window.location.origin}${start.data.qrPath}`;
  const expired = current === 'EXPIRED' || current === 'CONSUMED';
  return (
    <div className="qr-login">
      <div className={expired ? 'qr-login-code qr-login-code-expired' : 'qr-login-code'}>
        <QrCodeImage value={url} label={t('qrAlt')} />
      </div>
      <Typography.Paragraph>{t('scanHint')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('linkLabel')}{' '}
        <Typography.Link href={url} target="_blank" rel="noopener noreferrer" copyable={{ text: url }}>
          {url}
        </Typography.Link>
      </Typography.Paragraph>
      {expired ? (
        <Failed text={t('expired')} action={t('refresh')} onAction={refresh} />
      ) : (
        <Alert
          type={current === 'PENDING' || current === undefined ? 'info' : 'success'}
          title={statusText(current, t)}
          description={t('validUntil', { time: time(start.data.expiresAt) })}
        />
      )}
    </div>
  );
}

function statusText(status: string | undefined, t: ReturnType<typeof useAreaText<'qr'>>['t']): string {
  if (status === 'SCANNED') return t('scanned');
  if (status === 'CONFIRMED') return t('signingIn');
  return t('waiting');
}

function Failed({ text, action, onAction }: { text: string; action: string; onAction(): void }) {
  return (
    <Alert
      type="warning"
      title={text}
      action={
        <Button size="small" type="primary" onClick={onAction}>
          {action}
        </Button>
      }
    />
  );
}
