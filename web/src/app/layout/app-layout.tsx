import { Avatar, Button, Layout, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { useSessionStore } from '../../stores/session-store';
import './app-layout.css';

/** The signed-in frame: for now a navbar with the staff member and Log Out above the page. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const name = useSessionStore((s) => s.name);
  const avatar = useSessionStore((s) => s.avatar);
  const logout = useSessionStore((s) => s.logout);
  const [signingOut, setSigningOut] = useState(false);

  async function onLogout() {
    setSigningOut(true);
    await logout();
    // B-A13: come back to the page (with its query) where Log Out was clicked.
    navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  }

  return (
    <Layout className="app-layout">
      <Layout.Header className="app-navbar">
        <Typography.Text strong className="app-navbar-title">
          {t('appTitle')}
        </Typography.Text>
        <Space size="middle">
          <LanguagePicker />
          {avatar ? <Avatar src={`${avatar}?imageView2/1/w/80/h/80`} alt="" size={32} /> : null}
          <Typography.Text>{name}</Typography.Text>
          <Button onClick={onLogout} loading={signingOut}>
            {t('logOut')}
          </Button>
        </Space>
      </Layout.Header>
      <Layout.Content className="app-main">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
