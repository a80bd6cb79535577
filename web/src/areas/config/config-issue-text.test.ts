import { configValueIssue, systemValueIssue } from '@shop/contract/areas/config-values';
import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { configIssueText } from './config-issue-text';

const issueText = (t: ReturnType<typeof i18n.getFixedT<'config'>>, message: string) =>
  configIssueText(t)(message);
const t = i18n.getFixedT('en', 'config');
const tZh = i18n.getFixedT('zh', 'config');

describe('config issue text', () => {
  it('translates the contract messages the value rules give', async () => {
    await loadLanguage('zh');
    const number = configValueIssue('number', 'abc') ?? '';
    expect(issueText(t, number)).toBe('Must be a number');
    expect(issueText(tZh, number)).not.toBe(number);
    expect(issueText(t, systemValueIssue('order_unpaid_close_minutes', 0) ?? '')).toBe('Must be at least 1');
    expect(issueText(t, systemValueIssue('order_unpaid_close_minutes', 1.5) ?? '')).toBe(
      'Must be a whole number',
    );
    expect(issueText(t, configValueIssue('string', 'x'.repeat(2001)) ?? '')).toBe('At most 2000 characters');
  });

  it('keeps the parser detail of bad JSON and passes unknown messages through', () => {
    const message = configValueIssue('json', '{"a":') ?? '';
    expect(message).toMatch(/^Must be valid JSON \(/);
    const detail = /\((.*)\)$/s.exec(message)?.[1];
    expect(issueText(t, message)).toBe(`Must be valid JSON (${detail})`);
    expect(issueText(t, 'Something new')).toBe('Something new');
  });
});
