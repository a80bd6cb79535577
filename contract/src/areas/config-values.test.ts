import { describe, expect, it } from 'vitest';
import { configCreateBody, configUpdateBody } from './config.js';
import {
  configValueIssue,
  MAX_JSON_VALUE_DEPTH,
  systemConfigKeys,
  systemValueIssue,
} from './config-values.js';

describe('configValueIssue', () => {
  it('accepts a value of each type', () => {
    expect(configValueIssue('string', '')).toBeUndefined();
    expect(configValueIssue('number', -1.5)).toBeUndefined();
    expect(configValueIssue('boolean', false)).toBeUndefined();
    expect(configValueIssue('json', '{"a":[1,null]}')).toBeUndefined();
    expect(configValueIssue('json', '"text"')).toBeUndefined();
    expect(configValueIssue('image', 3)).toBeUndefined();
  });

  it('names what is wrong by a message key a form can translate', () => {
    expect(configValueIssue('number', 'abc')).toEqual({ key: 'config.mustBeNumber', params: {} });
    expect(configValueIssue('number', Number.NaN)).toEqual({ key: 'config.mustBeNumber', params: {} });
    expect(configValueIssue('boolean', 'true')).toEqual({ key: 'config.mustBeBoolean', params: {} });
    expect(configValueIssue('json', {})).toEqual({ key: 'config.mustBeJsonText', params: {} });
    expect(configValueIssue('image', 1.5)).toEqual({ key: 'config.pickImage', params: {} });
    expect(configValueIssue('string', 7)).toEqual({ key: 'config.mustBeText', params: {} });
    // JSON whose text a database cannot store (jsonb refuses both escapes).
    expect(configValueIssue('json', '{"a":"\\u0000"}')).toEqual({ key: 'field.nulCharacter', params: {} });
    expect(configValueIssue('json', '{"\\udc00":1}')).toEqual({ key: 'field.brokenCharacter', params: {} });
    expect(configValueIssue('string', 'x'.repeat(2001))).toEqual({
      key: 'field.tooLong',
      params: { max: 2000 },
    });
  });

  it('says where bad JSON fails, by line and column, whatever the engine says', () => {
    const at = (text: string) => configValueIssue('json', text);
    expect(at('{a:1}')).toEqual({ key: 'config.jsonInvalidAt', params: { line: 1, column: 2 } });
    expect(at('{"a":')).toEqual({ key: 'config.jsonInvalidAt', params: { line: 1, column: 6 } });
    expect(at('{\n  "sizes": [1, 2,]\n}')).toEqual({
      key: 'config.jsonInvalidAt',
      params: { line: 2, column: 18 },
    });
    expect(at('[1, 2] x')).toMatchObject({ params: { line: 1, column: 8 } });
    expect(at('"tab\there"')).toMatchObject({ params: { line: 1, column: 5 } });
    expect(at('["\\x"]')).toMatchObject({ params: { line: 1, column: 3 } });
    expect(at('01')).toMatchObject({ params: { line: 1, column: 2 } });
    expect(at('')).toMatchObject({ params: { line: 1, column: 1 } });
  });

  it('refuses JSON nested deeper than the limit, parsed or not', () => {
    const deep = '['.repeat(MAX_JSON_VALUE_DEPTH + 1) + ']'.repeat(MAX_JSON_VALUE_DEPTH + 1);
    const tooDeep = { key: 'config.jsonTooDeep', params: { max: MAX_JSON_VALUE_DEPTH } };
    expect(configValueIssue('json', deep)).toEqual(tooDeep);
    expect(configValueIssue('json', '['.repeat(50_000))).toEqual(tooDeep);
    const fits = '['.repeat(MAX_JSON_VALUE_DEPTH) + ']'.repeat(MAX_JSON_VALUE_DEPTH);
    expect(configValueIssue('json', fits)).toBeUndefined();
  });
});

describe('the create and edit bodies', () => {
  it('put a value that does not fit its type on the value field, as a key', () => {
    const result = configCreateBody.safeParse({
      key: 'k',
      valueType: 'number',
      value: 'x',
      category: 'c',
      label: 'l',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: 'config.mustBeNumber' }),
    ]);
    const edit = configUpdateBody.safeParse({
      version: 1,
      valueType: 'json',
      value: '[',
      category: 'c',
      label: 'l',
    });
    // Only `max` travels in an answer's issue: the line and column stay with the form's own check.
    expect(edit.error?.issues[0]).toMatchObject({ path: ['value'], message: 'config.jsonInvalid' });
    const long = configUpdateBody.safeParse({
      version: 1,
      valueType: 'string',
      value: 'x'.repeat(2001),
      category: 'c',
      label: 'l',
    });
    expect(long.error?.issues[0]).toMatchObject({ message: 'field.tooLong', maximum: 2000 });
  });

  it('refuse a key that is not word characters', () => {
    const result = configCreateBody.safeParse({
      key: 'bad-key!',
      valueType: 'string',
      value: '',
      category: 'c',
      label: 'l',
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['key'], message: 'config.keyChars' });
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
    expect(systemValueIssue('shop_currency', 'euro')).toEqual({ key: 'config.currencyCode', params: {} });
    expect(systemValueIssue('shop_title', '  ')).toEqual({
      key: 'config.shopTitleRequired',
      params: { min: 1 },
    });
    expect(systemValueIssue('shop_title', 'x'.repeat(65))).toEqual({
      key: 'field.tooLong',
      params: { max: 64 },
    });
    expect(systemValueIssue('order_unpaid_close_minutes', 0)).toEqual({
      key: 'field.tooSmall',
      params: { min: 1 },
    });
    expect(systemValueIssue('order_auto_complete_days', 1.5)).toEqual({ key: 'field.notWhole', params: {} });
    expect(systemValueIssue('my_own_key', 0)).toBeUndefined();
  });
});
