import { Codes } from '@shop/contract/codes';
import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}

/** The refusal of an idempotency key sent again with another request: 422, 42206, not a replay. */
export function expectKeyReused(answer: Answer): void {
  expect(answer.statusCode).toBe(422);
  expect(answer.headers['idempotent-replayed']).toBeUndefined();
  expect(answer.json()).toMatchObject({
    code: Codes.IDEMPOTENCY_KEY_REUSED,
    key: 'request.idempotencyKeyReused',
    data: null,
  });
}
