import type { AuthContext } from '../context.js';

/** Where a request to authenticate came from (contract §6). */
export type AuthTransport = 'http' | 'mcp' | 'stdio' | 'queue';

/** Header lookup that ignores case, whatever the transport's own header shape. */
export interface AuthHeaders {
  get(name: string): string | undefined;
}

export interface AuthRequest {
  readonly transport: AuthTransport;
  readonly headers: AuthHeaders;
  readonly path?: string;
  readonly method?: string;
  readonly topic?: string;
  readonly messageId?: string;
  readonly replyTo?: string;
  readonly correlationId?: string;
}

/**
 * Establishes who is calling. Throw `AuthenticationError` to refuse; any other error is a server
 * fault (500, logged). One instance serves every transport concurrently, so keep it stateless.
 */
export interface Authenticator {
  authenticate(request: AuthRequest): Promise<AuthContext>;
}

/** Case-insensitive headers from a Node/fastify header record or a plain object. */
export function authHeaders(record: Readonly<Record<string, string | readonly string[] | undefined>>): AuthHeaders {
  const lower = new Map<string, string>();
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    lower.set(key.toLowerCase(), typeof value === 'string' ? value : value.join(', '));
  }
  return { get: (name) => lower.get(name.toLowerCase()) };
}
