import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque secret: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest of a token or state is stored, so a database leak yields no live sessions. */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
