import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { currentLanguage, i18n, isLanguage, languageLabels, languages, setLanguage } from '../lib/i18n';

/** B-F21/B-F22: the four languages, the current one disabled; choosing one applies it at once. */
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const items = languages.map((language) => ({
    key: language,
    label: languageLabels[language],
    disabled: language === active,
  }));

  async function choose(key: string) {
    if (!isLanguage(key)) return;
    await setLanguage(key);
    // Not `t`: that one is bound to the language of the last render, and this toast speaks the new one.
    feedback.success(i18n.t('switchLanguageSuccess'));
  }

  return (
    <Dropdown menu={{ items, onClick: ({ key }) => void choose(key) }} trigger={['click']}>
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={t('language')}
        title={t('language')}
      />
    </Dropdown>
  );
}
