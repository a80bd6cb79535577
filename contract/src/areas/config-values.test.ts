import { describe, expect, it } from 'vitest';
import { configCreateBody, configUpdateBody } from './config.js';
import { configValueIssue, systemConfigKeys, systemValueIssue } from './config-values.js';

describe('configValueIssue', () => {
  it('accepts a value of each type', () => {
    expect(configValueIssue('string', '')).toBeUndefined();
    expect(configValueIssue('number', -1.5)).toBeUndefined();
    expect(configValueIssue('boolean', false)).toBeUndefined();
    expect(configValueIssue('json', '{"a":[1,null]}')).toBeUndefined();
    expect(configValueIssue('json', '"text"')).toBeUndefined();
    expect(configValueIssue('image', 3)).toBeUndefined();
  });

  it('says what is wrong in words a form can show', () => {
    expect(configValueIssue('number', 'abc')).toBe('Must be a number');
    expect(configValueIssue('number', Number.NaN)).toBe('Must be a number');
    expect(configValueIssue('boolean', 'true')).toBe('Must be true or false');
    expect(configValueIssue('json', '{a:1}')).toMatch(/^Must be valid JSON \(.+\)$/);
    expect(configValueIssue('json', {})).toBe('Must be JSON text');
    expect(configValueIssue('image', 1.5)).toBe('Pick an uploaded image');
  });
});

describe('the create and edit bodies', () => {
  it('put a value that does not fit its type on the value field', () => {
    const result = configCreateBody.safeParse({
      key: 'k',
      valueType: 'number',
      value: 'x',
      category: 'c',
      label: 'l',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: 'Must be a number' }),
    ]);
    const edit = configUpdateBody.safeParse({
      version: 1,
      valueType: 'json',
      value: '[',
      category: 'c',
      label: 'l',
    });
    expect(edit.error?.issues[0]?.path).toEqual(['value']);
  });

  it('refuse a key that is not word characters', () => {
    const result = configCreateBody.safeParse({
      key: 'bad-key!',
      valueType: 'string',
      value: '',
      category: 'c',
      label: 'l',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['key'],
      message: 'Key may use only letters, digits and _',
    });
  });
});

describe('system keys', () => {
  it('each default passes its own type and rule', () => {
    for (const [key, declared] of Object.entries(systemConfigKeys)) {
      expect([key, configValueIssue(declared.valueType, declared.defaultValue)]).toEqual([key, undefined]);
      expect([key, systemValueIssue(key, declared.defaultValue)]).toEqual([key, undefined]);
    }
  });

  it('apply their own rules, and only to themselves', () => {
    expect(systemValueIssue('shop_currency', 'euro')).toBe('Use a three-letter ISO 4217 code, like EUR');
    expect(systemValueIssue('order_unpaid_close_minutes', 0)).toBe('Must be at least 1');
    expect(systemValueIssue('my_own_key', 0)).toBeUndefined();
  });
});
