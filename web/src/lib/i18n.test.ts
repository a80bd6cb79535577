import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, languages, loadLanguage, startLanguage } from './i18n';

describe('startLanguage (B-K1)', () => {
  it.each([
    ['ja', 'zh-CN', 'ja'],
    ['fr', 'zh-CN', 'zh'],
    [undefined, 'es-MX', 'es'],
    [undefined, 'ZH-TW', 'zh'],
    [undefined, 'de-DE', 'en'],
    [undefined, undefined, 'en'],
    ['', 'ja', 'ja'],
  ])('cookie %s, browser %s → %s', (cookie, browser, expected) => {
    expect(startLanguage(cookie, browser)).toBe(expected);
  });
});

describe('loadLanguage', () => {
  it('adds a language only when asked; English is always there', async () => {
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'login')).toBe(false);
    await loadLanguage('es');
    expect(i18n.getFixedT('es', 'login')('logIn')).not.toBe('Login');
  });
});

describe('i18n', () => {
  beforeAll(() => Promise.all(languages.map(loadLanguage)));

  it('speaks the spec texts in English and Chinese', () => {
    const en = i18n.getFixedT('en', 'login');
    const zh = i18n.getFixedT('zh', 'login');
    expect(['title', 'username', 'password', 'logIn', 'thirdparty'].map((k) => en(k as 'title'))).toEqual([
      'Staff sign-in',
      'Username',
      'Password',
      'Login',
      'Or connect with',
    ]);
    expect(['title', 'username', 'password', 'logIn', 'thirdparty'].map((k) => zh(k as 'title'))).toEqual([
      '系统登录',
      '账号',
      '密码',
      '登录',
      '第三方登录',
    ]);
  });

  it('falls back to English for a key a language lacks', () => {
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.getFixedT('ja')('onlyInEnglish' as 'language')).toBe('Only in English');
  });
});
