import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, messageTranslator, validationIssues, zodRule } from './form-issues';
import { ApiError } from './request';

describe('form issues', () => {
  it('groups issues by field and drops those of fields the form lacks', () => {
    const issues = [
      { path: ['name'], message: 'a' },
      { path: ['name'], message: 'b' },
      { path: ['other'], message: 'c' },
      { path: [], message: 'd' },
    ];
    expect(fieldErrors(issues, ['name', 'avatar'], (m) => m.toUpperCase())).toEqual([
      { name: 'name', errors: ['A', 'B'] },
    ]);
  });

  it('renames body paths to form fields where they differ', () => {
    const issues = [{ path: ['imageId'], message: 'a' }];
    expect(fieldErrors(issues, ['image', 'title'], (m) => m, { imageId: 'image' })).toEqual([
      { name: 'image', errors: ['a'] },
    ]);
  });

  it('translates messages with a value through their pattern, others as sent', () => {
    const t = (key: string, params?: Record<string, string>) =>
      `${key}${params ? JSON.stringify(params) : ''}`;
    const translate = messageTranslator(t, { 'Must be a number': 'number' }, [
      [/^At most (\d+) characters$/, 'max', 'n'],
    ]);
    expect(translate('Must be a number')).toBe('number');
    expect(translate('At most 64 characters')).toBe('max{"n":"64"}');
    expect(translate('Something new')).toBe('Something new');
  });

  it('checks a field with a contract schema', async () => {
    const rule = zodRule(z.string().min(1, 'Required'), (m) => `!${m}`) as {
      validator(r: unknown, v: unknown): Promise<void>;
    };
    await expect(rule.validator({}, '')).rejects.toThrow('!Required');
    await expect(rule.validator({}, 'x')).resolves.toBeUndefined();
  });

  it('reads issues only from a validation failure', () => {
    const issues = [{ path: ['oldPassword'], message: 'Current password is incorrect', code: 'custom' }];
    expect(validationIssues(new ApiError('x', 40000, { location: 'body', issues }))).toEqual(issues);
    expect(validationIssues(new ApiError('x', 40300, { issues }))).toEqual([]);
    expect(validationIssues(new ApiError('x', 40000, null))).toEqual([]);
    expect(validationIssues(new Error('x'))).toEqual([]);
  });
});
