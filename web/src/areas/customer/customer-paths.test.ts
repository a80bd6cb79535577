import { describe, expect, it } from 'vitest';
import { customerLinkOf } from './customer-paths';

describe('customerLinkOf', () => {
  it('opens the customer in their drawer over the customer list', () => {
    expect(customerLinkOf(7)).toBe('/user/index?customer=7');
  });
});
