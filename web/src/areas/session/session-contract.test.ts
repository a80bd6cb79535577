import * as contract from '@shop/contract/areas/session';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, sessionPaths, USERNAME_MAX_LENGTH } from './session-contract';

describe('session-contract (zod-free copies for the login page)', () => {
  it('has the contract paths', () => {
    expect(sessionPaths).toEqual(contract.sessionPaths);
  });

  it('has the contract length limits', () => {
    expect(USERNAME_MAX_LENGTH).toBe(contract.passwordStepBody.shape.username.maxLength);
    expect(PASSWORD_MAX_LENGTH).toBe(contract.passwordStepBody.shape.password.maxLength);
  });
});
