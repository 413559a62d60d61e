import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable id such as `del_3f9c...` (ids stay unique across restarts without a sequence). */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

/** A bearer token or signing secret: 256 random bits behind a prefix that says what it is. */
export function newSecret(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** Tokens are stored only as this hash (contract, "Credentials"); a lookup hashes the bearer. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const TOKEN_PREFIX = {
  user: 'atu',
  runner: 'atr',
  delivery: 'atd',
  callbackSecret: 'atcs',
} as const;
