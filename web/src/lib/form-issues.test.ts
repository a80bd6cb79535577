import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, validationIssues, zodRule } from './form-issues';
import { messageText } from './message-text';
import { ApiError } from './request';

describe('form issues', () => {
  it('groups issues by field, in the console language, and drops those of fields the form lacks', () => {
    const issues = [
      { path: ['name'], message: 'At most 64 characters', key: 'field.tooLong', params: { max: 64 } },
      { path: ['name'], message: 'b' },
      { path: ['other'], message: 'c' },
      { path: [], message: 'd' },
    ];
    expect(fieldErrors(issues, ['name', 'avatar'])).toEqual([
      { name: 'name', errors: ['At most 64 characters', 'b'] },
    ]);
  });

  it('renames body paths to form fields where they differ', () => {
    const issues = [{ path: ['imageId'], message: 'a' }];
    expect(fieldErrors(issues, ['image', 'title'], { imageId: 'image' })).toEqual([
      { name: 'image', errors: ['a'] },
    ]);
  });

  it('shows a key this console does not know as the English the server sent', () => {
    const issues = [{ path: ['name'], message: 'Sent in English', key: 'field.fromANewerServer' }];
    expect(fieldErrors(issues, ['name'])).toEqual([{ name: 'name', errors: ['Sent in English'] }]);
  });

  it('checks a field with a contract schema and says what zod found through the catalogue', async () => {
    const rule = zodRule(z.string().trim().min(1).max(3)) as {
      validator(r: unknown, v: unknown): Promise<void>;
    };
    await expect(rule.validator({}, '')).rejects.toThrow(messageText('field.required'));
    await expect(rule.validator({}, 'abcd')).rejects.toThrow('At most 3 characters');
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
