import type { AuthConfig } from '../../../../generated/actions/types.js';
import { VvAgentError } from '../../shared/errors.js';
import type { AuthContext } from '../context.js';
import { AuthenticationError } from '../errors.js';

export interface JwtProviderOptions {
  readonly secretKey: string;
  /** Allowed algorithms; the token's own header is never trusted. Default HS256. */
  readonly algorithms?: readonly string[];
  readonly issuer?: string;
  readonly audience?: string;
  /** Seconds of clock skew tolerated on exp/nbf. Default 5. */
  readonly clockToleranceSeconds?: number;
  /** The seed's `context_class`: turn verified claims into an AuthContext. */
  readonly mapClaims?: (claims: Readonly<Record<string, unknown>>) => AuthContext;
}

type JoseModule = typeof import('jose');
let jose: Promise<JoseModule> | undefined;

/**
 * Verifies bearer JWTs with jose (loaded on first use: ~70 ms). HMAC secrets come from `[auth]`
 * (better: `VV_AGENT__AUTH__SECRET_KEY`); an empty secret is refused, because an empty HMAC key
 * signs tokens anyone can forge.
 */
export class JwtProvider {
  readonly #secret: Uint8Array;
  readonly #options: JwtProviderOptions;
  readonly algorithms: readonly string[];

  constructor(config: { readonly auth: AuthConfig } | JwtProviderOptions) {
    const options: JwtProviderOptions =
      'auth' in config
        ? {
            secretKey: config.auth.secret_key,
            algorithms: config.auth.algorithm.split(',').map((a) => a.trim()).filter((a) => a !== ''),
            ...(config.auth.issuer ? { issuer: config.auth.issuer } : {}),
            ...(config.auth.audience ? { audience: config.auth.audience } : {}),
          }
        : config;
    if (typeof options.secretKey !== 'string' || options.secretKey === '') {
      throw new VvAgentError('auth_secret_missing', 'auth.secret_key is empty: set it in [auth] or VV_AGENT__AUTH__SECRET_KEY', 'config');
    }
    this.#options = options;
    this.#secret = new TextEncoder().encode(options.secretKey);
    this.algorithms = options.algorithms && options.algorithms.length > 0 ? [...options.algorithms] : ['HS256'];
  }

  /** True when the secret is shorter than RFC 7518's minimum for HS256 (32 bytes): worth a warning. */
  get weakSecret(): boolean {
    return this.#secret.length < 32;
  }

  async verify(token: string): Promise<AuthContext> {
    const { jwtVerify } = await (jose ??= import('jose'));
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.#secret, {
        algorithms: [...this.algorithms],
        clockTolerance: this.#options.clockToleranceSeconds ?? 5,
        ...(this.#options.issuer ? { issuer: this.#options.issuer } : {}),
        ...(this.#options.audience ? { audience: this.#options.audience } : {}),
      }));
    } catch (error) {
      throw new AuthenticationError(describeJoseError(error));
    }
    return (this.#options.mapClaims ?? defaultClaimsMapper)(payload);
  }
}

function describeJoseError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'token expired';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
      return 'token algorithm not allowed';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'token signature is invalid';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return `token claim check failed: ${(error as Error).message}`;
    default:
      return 'token is malformed or invalid';
  }
}

/** Roles from `roles` (array, or space/comma-separated), `role`, and Keycloak's `realm_access.roles`. */
export function defaultClaimsMapper(claims: Readonly<Record<string, unknown>>): AuthContext {
  const roles = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === 'string') for (const r of value.split(/[\s,]+/)) if (r !== '') roles.add(r);
    if (Array.isArray(value)) for (const r of value) if (typeof r === 'string' && r !== '') roles.add(r);
  };
  add(claims['roles']);
  add(claims['role']);
  const realm = claims['realm_access'];
  if (typeof realm === 'object' && realm !== null) add((realm as Record<string, unknown>)['roles']);
  const subject = typeof claims['sub'] === 'string' ? claims['sub'] : '';
  return { subject, roles: [...roles], claims: { ...claims }, metadata: {} };
}
