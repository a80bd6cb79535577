import { TranslationOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type MenuModule = typeof import('./language-menu');

let menuModule: MenuModule | undefined;

/**
 * Loads the dropdown behind the picker. antd's Dropdown and Menu weigh ~30 KB gzip, too much for
 * the login page to load up front, so they come on the first hover, focus or click.
 */
export function preloadLanguageMenu(): Promise<MenuModule> {
  return import('./language-menu').then((module) => {
    menuModule = module;
    return module;
  });
}

/** B-F21/B-F22: the language button; its dropdown lists the four languages, the current one disabled. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(menuModule);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  const triggerProps: ButtonProps = {
    type: 'text',
    className,
    icon: <TranslationOutlined />,
    'aria-label': t('language'),
    title: t('language'),
    'aria-haspopup': 'menu',
    'aria-expanded': open,
  };
  if (menu) {
    return (
      <menu.LanguageMenu open={open} onOpenChange={setOpen} trigger={triggerProps} focus={hadFocus.current} />
    );
  }

  const prepare = () =>
    void preloadLanguageMenu().then((module) => {
      // The button is replaced by the dropdown's own; keep the keyboard where it was.
      hadFocus.current = document.activeElement === button.current;
      setMenu(module);
    });
  return (
    <Button
      {...triggerProps}
      ref={button}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        setOpen(true);
        prepare();
      }}
    />
  );
}
