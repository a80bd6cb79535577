import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../stores/session-store';
import { confirmQr, isWaiting, scanQr } from './qr.api';
import { useAreaText } from './qr-text';

/**
 * The signed-in side of a QR sign-in: marks the code scanned, shows which device asked, and lets
 * the staff member confirm that device signing in as them, or decline.
 */
export function QrConfirmCard({ state }: { state: string }) {
  const { t, time } = useAreaText('qr');
  const navigate = useNavigate();
  const name = useSessionStore((s) => s.name);
  const hasInfo = useSessionStore((s) => s.roles.length > 0);
  const getInfo = useSessionStore((s) => s.getInfo);
  const resetToken = useSessionStore((s) => s.resetToken);
  const [declined, setDeclined] = useState(false);

  // The guard loads user info before this page; should it not have, load it here for the name.
  const info = useQuery({
    queryKey: ['auth-redirect', 'info'],
    queryFn: () => getInfo(),
    enabled: !hasInfo,
    gcTime: 0,
  });
  // Scanning is idempotent on the server, so a query (deduplicated, asked once) fits it.
  const scan = useQuery({
    queryKey: ['auth-redirect', 'scan', state],
    queryFn: () => scanQr(state),
    staleTime: Infinity,
    gcTime: 0,
  });
  const confirm = useMutation({ mutationFn: () => confirmQr(state) });

  // A token the server refuses counts as signed out: the page then offers to sign in.
  useEffect(() => {
    if (info.isError) resetToken();
  }, [info.isError, resetToken]);

  const home = (
    <Button type="primary" onClick={() => navigate('/')}>
      {t('backHome')}
    </Button>
  );
  if (confirm.isSuccess)
    return <Result status="success" title={t('confirmedTitle')} subTitle={t('confirmedText')} extra={home} />;
  if (declined)
    return <Result status="info" title={t('declinedTitle')} subTitle={t('declinedText')} extra={home} />;
  if (scan.isError || confirm.isError || (scan.data && !isWaiting(scan.data.status)))
    return <Result status="warning" title={t('invalidTitle')} subTitle={t('invalidText')} extra={home} />;
  if (!scan.data || !hasInfo) {
    return (
      <div className="qr-login-loading">
        <Spin />
      </div>
    );
  }

  return (
    <>
      <Typography.Title level={4}>{t('confirmTitle', { name })}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('confirmText')}</Typography.Paragraph>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'device', label: t('device'), children: scan.data.requestUserAgent ?? t('unknown') },
          { key: 'ip', label: t('ip'), children: scan.data.requestIp ?? t('unknown') },
          { key: 'requestedAt', label: t('requestedAt'), children: time(scan.data.requestedAt) },
        ]}
      />
      <Space style={{ marginTop: 24 }}>
        <Button type="primary" loading={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('confirm')}
        </Button>
        <Button disabled={confirm.isPending} onClick={() => setDeclined(true)}>
          {t('cancel')}
        </Button>
      </Space>
    </>
  );
}
