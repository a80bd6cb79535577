import { CaretDownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isRoleSwitchKey, useRoleSwitchMenuItems } from '../../../areas/session/role-switch-menu';
import { isExternal } from '../../../lib/is-external';
import { HELP_LINKS } from '../../../lib/shop-settings';
import { useSessionStore } from '../../../stores/session-store';
import { signOut } from '../../sign-out';

const LOG_OUT = 'log-out';

/** B-F23: the avatar (requested at 80×80) opening Profile, Dashboard, help links and Log Out. */
export function AvatarMenu() {
  const { t, i18n } = useTranslation('layout');
  const avatar = useSessionStore((s) => s.avatar);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const roleSwitchItems = useRoleSwitchMenuItems();

  // Real links for the mouse (middle click, new tab); the menu's arrow keys and Enter serve the
  // keyboard, so the links stay out of the Tab order.
  const helpLink = (url: string, text: string) => (
    <a href={url} target="_blank" rel="noopener" tabIndex={-1}>
      {text}
    </a>
  );
  // The guide opens at the section in the console's language.
  const guide = `${HELP_LINKS.guide}#${i18n.language}`;
  const helpKeys: string[] = [guide, HELP_LINKS.apiDocs];
  const items: MenuProps['items'] = [
    {
      key: '/profile/index',
      label: (
        <Link to="/profile/index" tabIndex={-1}>
          {t('profile')}
        </Link>
      ),
    },
    {
      key: '/',
      label: (
        <Link to="/" tabIndex={-1}>
          {t('dashboard')}
        </Link>
      ),
    },
    { key: guide, label: helpLink(guide, t('userGuide')) },
    { key: HELP_LINKS.apiDocs, label: helpLink(HELP_LINKS.apiDocs, t('apiDocs')) },
    ...roleSwitchItems,
    { type: 'divider' },
    { key: LOG_OUT, label: t('logOut') },
  ];

  async function logOut() {
    // B-A13: come back to the page (with its query) where Log Out was clicked.
    const here = `${pathname}${search}${hash}`;
    await signOut();
    navigate(`/login?redirect=${encodeURIComponent(here)}`);
  }

  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    if (key === LOG_OUT) return void logOut();
    // Each role-switch item switches in its own onClick.
    if (isRoleSwitchKey(key)) return;
    // A click on the link itself already navigated; this serves Enter and clicks beside it.
    if (domEvent.target instanceof Element && domEvent.target.closest('a')) return;
    // Help pages are served beside the console, not by its router.
    if (isExternal(key) || helpKeys.includes(key)) window.open(key, '_blank', 'noopener');
    else navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" className="navbar-item avatar-button" aria-label={t('accountMenu')}>
        {avatar ? <img className="user-avatar" src={`${avatar}?imageView2/1/w/80/h/80`} alt="" /> : null}
        <CaretDownOutlined />
      </Button>
    </Dropdown>
  );
}
