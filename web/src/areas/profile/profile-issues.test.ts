import { passwordBody, profileBody } from '@shop/contract/areas/session';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/profile.json';
import { issueKeys, issueTranslator } from './profile-issues';

describe('profile form issues', () => {
  it('translates every message the contract schemas give', () => {
    const profileMessages = [
      { name: '', avatar: '', introduction: '' },
      { name: 'x'.repeat(65), avatar: 'ftp://x', introduction: 'x'.repeat(501) },
    ].flatMap((body) => profileBody.safeParse(body).error?.issues.map((i) => i.message) ?? []);
    const passwordMessages = [
      { oldPassword: '', newPassword: 'short' },
      { oldPassword: 'same-password', newPassword: 'same-password' },
      { oldPassword: 'x', newPassword: 'x'.repeat(257) },
    ].flatMap((body) => passwordBody.safeParse(body).error?.issues.map((i) => i.message) ?? []);
    const messages = [...new Set([...profileMessages, ...passwordMessages, 'Current password is incorrect'])];
    expect(messages.filter((m) => !Object.hasOwn(issueKeys, m))).toEqual([]);
    // The English texts are the contract's own, word for word.
    const t = (key: keyof typeof en) => en[key];
    expect(messages.filter((m) => issueTranslator(t)(m) !== m)).toEqual([]);
  });

  it('leaves an unknown message as sent, even one named like an object property', () => {
    const translate = issueTranslator(() => 'translated');
    expect(translate('Too big')).toBe('Too big');
    expect(translate('constructor')).toBe('constructor');
    expect(translate('Name is required')).toBe('translated');
  });
});
