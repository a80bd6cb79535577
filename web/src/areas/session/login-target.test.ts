import { describe, expect, it } from 'vitest';
import { loginTarget } from './login-target';

describe('loginTarget (B-A9)', () => {
  it.each([
    ['', '/'],
    ['?redirect=%2Fdashboard%2Findex', '/dashboard/index'],
    ['?redirect=%2Forder%2Findex%3Fpage%3D2', '/order/index?page=2'],
    ['?redirect=%2F%2Fevil.example', '/'],
    ['?redirect=%2F%5Cevil.example', '/'],
    ['?redirect=https%3A%2F%2Fevil.example', '/'],
    ['?redirect=dashboard', '/'],
    ['?redirect=%2Fdashboard%2Findex&state=abc&tab=2', '/dashboard/index?tab=2'],
    ['?redirect=%2Forder%2Findex%3Fpage%3D2&tab=2', '/order/index?page=2&tab=2'],
    ['?tab=2', '/?tab=2'],
  ])('%s → %s', (search, target) => {
    expect(loginTarget(search)).toBe(target);
  });
});
