import type { IncomingHttpHeaders } from 'node:http';
import { UsageError } from '../shared/errors.js';
import { nodeCrypto } from '../shared/lazyBuiltins.js';

/**
 * Browsers cannot set headers on a WebSocket, only subprotocols: they send the token as the
 * subprotocol `vv-agent.bearer.<token>`, next to a protocol name for the server to answer with.
 * A token in the URL is refused, because URLs end up in logs, histories and dev tools.
 */
export const BEARER_SUBPROTOCOL_PREFIX = 'vv-agent.bearer.';

/** Characters valid in a subprotocol (an RFC 7230 token) that are also safe in a shell and a URL. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~-]+$/;
export const MIN_TOKEN_LENGTH = 16;

/** Who may open a connection. */
export interface HandshakePolicy {
  readonly token: string;
  /** Normalized origins (`parseAllowedOrigin`); a request with any other Origin header is refused. */
  readonly allowedOrigins: readonly string[];
  /** The only path served, e.g. `/`. */
  readonly path: string;
}

export type HandshakeVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly status: 401 | 403 | 404; readonly reason: string };

/**
 * A token given by the user: long enough to guess at no better than chance, and subprotocol-safe.
 * `source` names where it came from, so that the user fixes the right one.
 */
export function checkWebSocketToken(token: string, source = '--ws-token'): string {
  if (token.length < MIN_TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) {
    throw new UsageError(`${source} must be at least ${MIN_TOKEN_LENGTH} characters of A-Z a-z 0-9 . _ ~ - (browsers send it as a WebSocket subprotocol)`, 'ws_token_invalid');
  }
  return token;
}

/**
 * An `--allowed-origin` value as browsers send it: `scheme://host[:port]`, lowercase, no path.
 * `null` is refused: it is the origin of sandboxed frames and local files, which any page can claim.
 */
export function parseAllowedOrigin(value: string): string {
  const origin = value.trim().replace(/\/+$/, '').toLowerCase();
  if (origin === 'null') throw new UsageError("--allowed-origin null is not accepted: sandboxed frames and file:// pages all send 'null'", 'origin_invalid');
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s@]+$/.test(origin)) {
    throw new UsageError(`--allowed-origin ${value} is not an origin (scheme://host[:port], e.g. http://localhost:5173 or chrome-extension://<id>)`, 'origin_invalid');
  }
  return origin;
}

/** The protocols a client offered, in its order. */
export function offeredSubprotocols(headers: IncomingHttpHeaders): string[] {
  const header = headers['sec-websocket-protocol'];
  if (typeof header !== 'string') return [];
  return header
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * The subprotocol to answer with. A browser that offered protocols fails the connection unless
 * the server picks one, so: its first protocol that is not the token, else the token protocol.
 */
export function selectSubprotocol(offered: Iterable<string>): string | false {
  let bearer: string | false = false;
  for (const protocol of offered) {
    if (!protocol.startsWith(BEARER_SUBPROTOCOL_PREFIX)) return protocol;
    bearer = bearer || protocol;
  }
  return bearer;
}

function bearerOfHeader(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(value)?.[1] ?? '';
}

/** Compares through fixed-length digests so neither content nor length leaks through timing. */
function sameSecret(a: string, b: string): boolean {
  const { createHash, timingSafeEqual } = nodeCrypto();
  const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

function pathOf(url: string | undefined): { path: string; hasTokenQuery: boolean } | null {
  try {
    const parsed = new URL(url ?? '/', 'ws://localhost');
    return { path: parsed.pathname, hasTokenQuery: parsed.searchParams.has('token') };
  } catch {
    // A request target that is no URL at all (the HTTP parser lets some through).
    return null;
  }
}

/**
 * Whether an upgrade request may become a connection. Pure: the listener only applies it.
 * Order: the path, the Origin (a browser page not on the list is refused whatever it holds), then
 * the token from `Authorization: Bearer` or else the bearer subprotocol.
 */
export function verifyWebSocketHandshake(policy: HandshakePolicy, request: { readonly url?: string | undefined; readonly headers: IncomingHttpHeaders }): HandshakeVerdict {
  const target = pathOf(request.url);
  if (target === null) return { ok: false, status: 404, reason: `no WebSocket endpoint there; connect to ${policy.path}` };
  const { path, hasTokenQuery } = target;
  if (path !== policy.path) return { ok: false, status: 404, reason: `no WebSocket endpoint at ${path}; connect to ${policy.path}` };
  const origin = request.headers.origin;
  if (origin !== undefined && !policy.allowedOrigins.includes(origin.toLowerCase())) {
    return { ok: false, status: 403, reason: `origin ${origin} is not allowed (start the server with --allowed-origin ${origin})` };
  }
  const fromHeader = bearerOfHeader(request.headers.authorization);
  const fromProtocol = offeredSubprotocols(request.headers)
    .find((p) => p.startsWith(BEARER_SUBPROTOCOL_PREFIX))
    ?.slice(BEARER_SUBPROTOCOL_PREFIX.length);
  const token = fromHeader ?? fromProtocol;
  if (token === undefined) {
    const hint = hasTokenQuery ? 'a token in the URL is not accepted (URLs are logged); ' : '';
    return { ok: false, status: 401, reason: `${hint}a token is required: send Authorization: Bearer <token>, or from a browser the subprotocol ${BEARER_SUBPROTOCOL_PREFIX}<token>` };
  }
  if (token.length === 0 || !sameSecret(token, policy.token)) return { ok: false, status: 401, reason: 'invalid token' };
  return { ok: true };
}
