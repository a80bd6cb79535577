import { Button, type ButtonProps, Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
import { feedback } from '../lib/feedback';
import { i18n, isLanguage, languageLabels, languages } from '../lib/i18n';
import { useAppStore } from '../stores/app-store';

interface LanguageMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  trigger: ButtonProps;
  /** Focus the trigger once mounted (it replaces a button that had focus). */
  focus: boolean;
}

/** The language picker's dropdown (loaded on demand by language-picker). */
export function LanguageMenu({ open, onOpenChange, trigger, focus }: LanguageMenuProps) {
  const active = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const button = useRef<HTMLButtonElement>(null);
  const items = languages.map((language) => ({
    key: language,
    // Each name in its own language, so a screen reader pronounces it right.
    label: <span lang={language}>{languageLabels[language]}</span>,
    disabled: language === active,
  }));

  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);

  async function choose(key: string) {
    if (!isLanguage(key)) return;
    await setLanguage(key);
    // Not a `t` from a render: it speaks the language of that render, and this toast the new one.
    feedback.success(i18n.t('switchLanguageSuccess'));
    // Keyboard users continue from the picker, not from the top of the page.
    button.current?.focus();
  }

  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => void choose(key) }}
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      autoFocus
    >
      <Button {...trigger} ref={button} />
    </Dropdown>
  );
}
