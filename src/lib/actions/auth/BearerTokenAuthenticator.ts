import type { AuthContext } from '../context.js';
import { AuthenticationError } from '../errors.js';
import type { Authenticator, AuthRequest } from './Authenticator.js';
import type { JwtProvider } from './JwtProvider.js';

export interface BearerTokenAuthenticatorOptions {
  /** Environment variable holding the token of MCP stdio sessions. Default VV_AGENT_TOKEN. */
  readonly stdioTokenEnv?: string;
  /** Read per request, so a test or a supervisor may change it. Default process.env. */
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * `Authorization: Bearer <jwt>` on HTTP, MCP HTTP and queue messages; on MCP stdio, where there are
 * no headers, the token comes from an environment variable (an explicit non-HTTP source, as the
 * seed requires).
 */
export class BearerTokenAuthenticator implements Authenticator {
  readonly #provider: JwtProvider;
  readonly #stdioTokenEnv: string;
  readonly #env: NodeJS.ProcessEnv;

  constructor(provider: JwtProvider, options: BearerTokenAuthenticatorOptions = {}) {
    this.#provider = provider;
    this.#stdioTokenEnv = options.stdioTokenEnv ?? 'VV_AGENT_TOKEN';
    this.#env = options.env ?? process.env;
  }

  async authenticate(request: AuthRequest): Promise<AuthContext> {
    const token = request.transport === 'stdio' ? this.#env[this.#stdioTokenEnv] : bearerToken(request.headers.get('authorization'));
    if (token === undefined || token === '') {
      throw new AuthenticationError(request.transport === 'stdio' ? `no token in ${this.#stdioTokenEnv}` : 'missing bearer token');
    }
    return this.#provider.verify(token);
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
