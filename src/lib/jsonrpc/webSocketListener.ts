import type { IncomingMessage, Server } from 'node:http';
import { isIP, type Socket } from 'node:net';
import type { WebSocket, WebSocketServer } from 'ws';
import { UsageError, VvAgentError } from '../shared/errors.js';
import { nodeCrypto } from '../shared/lazyBuiltins.js';
import type { Logger } from '../shared/logger.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from './jsonlFramer.js';
import { checkWebSocketToken, parseAllowedOrigin, selectSubprotocol, verifyWebSocketHandshake, type HandshakePolicy } from './webSocketHandshake.js';
import { WebSocketCloseCode, WebSocketTransport } from './webSocketTransport.js';

/** Where to listen, from a `ws://HOST:PORT[/PATH]` URL. */
export interface WebSocketAddress {
  /** The address to bind (`localhost` becomes 127.0.0.1, so it never means another interface). */
  readonly host: string;
  /** 0 = any free port. */
  readonly port: number;
  readonly path: string;
  readonly loopback: boolean;
}

function isLoopback(host: string): boolean {
  return host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));
}

/**
 * `ws://HOST:PORT[/PATH]` -> where to bind. The host must be `localhost` or an IP literal: a name
 * could resolve to any interface, and the server binds beyond loopback only where the URL says so
 * in so many digits. The port must be given (0 for any free one). No TLS: put a proxy in front.
 */
export function parseWebSocketAddress(value: string): WebSocketAddress {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The URL parser refuses a port past 65535 like any other junk: say which part is wrong.
    const port = /^wss?:\/\/[^/?#]*:(\d+)(?:[/?#]|$)/.exec(value)?.[1];
    if (port !== undefined && Number(port) > 65535) throw new UsageError(`--listen ${value}: port ${port} is out of range (0-65535)`, 'listen_invalid');
    throw new UsageError(`--listen ${value} is not a URL; use stdio or ws://127.0.0.1:PORT`, 'listen_invalid');
  }
  if (url.protocol === 'wss:') throw new UsageError(`--listen ${value}: wss:// is not served; listen on ws:// behind a TLS proxy`, 'listen_unsupported');
  if (url.protocol !== 'ws:') throw new UsageError(`--listen ${value} is not supported; use stdio or ws://127.0.0.1:PORT`, 'listen_unsupported');
  // A bare `?` or `#` leaves search and hash empty; it is still no part of ws://HOST:PORT[/PATH].
  if (url.username !== '' || url.password !== '' || /[?#]/.test(value)) {
    throw new UsageError(`--listen ${value}: only ws://HOST:PORT[/PATH] (the token goes in --ws-token)`, 'listen_invalid');
  }
  // The URL parser drops the default port 80, so look at what was written: a port must be explicit.
  const authority = value.slice(value.indexOf('//') + 2).split('/')[0] ?? '';
  const written = /:(\d+)$/.exec(authority)?.[1];
  if (written === undefined) {
    throw new UsageError(`--listen ${value} names no port; use ws://HOST:PORT (0 for any free port)`, 'listen_invalid');
  }
  // The URL parser reads 00080 as 80, where a reader may see octal 64 or a typo: refuse, not guess.
  if (/^0\d/.test(written)) {
    throw new UsageError(`--listen ${value}: port ${written} has a leading zero; write it as ${Number(written)}`, 'listen_invalid');
  }
  const bare = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const host = bare === 'localhost' ? '127.0.0.1' : bare;
  if (isIP(host) === 0) throw new UsageError(`--listen ${value}: name localhost or an IP address to bind to, not a host name`, 'listen_invalid');
  return { host, port: url.port === '' ? 80 : Number(url.port), path: url.pathname === '' ? '/' : url.pathname, loopback: isLoopback(host) };
}

/** A token for a server started without one: 256 random bits, base64url (subprotocol-safe). */
export function generateWebSocketToken(): string {
  return nodeCrypto().randomBytes(32).toString('base64url');
}

export interface WebSocketListenOptions {
  readonly address: WebSocketAddress;
  /** Required on connect (`checkWebSocketToken`); see `verifyWebSocketHandshake`. */
  readonly token: string;
  /** `--allowed-origin` values; empty = no browser page may connect. */
  readonly allowedOrigins?: readonly string[];
  readonly maxMessageBytes?: number;
  /** Pings every this often and drops a peer that did not answer the last one (default 30 s; 0 = off). */
  readonly heartbeatMs?: number;
  /**
   * Open connections at most (default DEFAULT_MAX_WEBSOCKET_CONNECTIONS): one more, even with the
   * right token, is refused with 503 before the upgrade, so a client that leaks connections (or
   * a leaked token) cannot exhaust the server's memory and descriptors.
   */
  readonly maxConnections?: number;
  readonly logger?: Logger;
  /** Each accepted connection, open, its transport not yet started. */
  onConnection(transport: WebSocketTransport, peer: { readonly remoteAddress: string; readonly origin: string | null }): void;
}

export interface WebSocketListener {
  /** What clients connect to, with the actual port. */
  readonly url: string;
  /** Open connections. */
  readonly connectionCount: number;
  /** Refuses new connections; open ones go on. */
  stopAccepting(): void;
  /**
   * Drops every connection whose peer is not reading what it was sent (`WebSocketTransport.congested`)
   * and says how many. Once accepting stopped, so did the heartbeat that would drop such a peer.
   */
  dropCongested(): number;
  /** Stops accepting, closes every connection (1001, going away) and waits for each to end. */
  close(): Promise<void>;
}

export const DEFAULT_MAX_WEBSOCKET_CONNECTIONS = 64;

const STATUS_TEXT: Readonly<Record<number, string>> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 426: 'Upgrade Required', 503: 'Service Unavailable' };

/** A plain HTTP answer on a socket that will not be upgraded (as `ws` itself does it). */
function refuse(socket: Socket, status: number, reason: string): void {
  const body = `${reason}\n`;
  const headers = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}`,
    'Connection: close',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...(status === 401 ? ['WWW-Authenticate: Bearer'] : []),
  ];
  if (socket.writable) socket.end(`${headers.join('\r\n')}\r\n\r\n${body}`);
  else socket.destroy();
}

function formatUrl(host: string, port: number, path: string): string {
  return `ws://${host.includes(':') ? `[${host}]` : host}:${port}${path}`;
}

/**
 * A WebSocket endpoint for a JSON-RPC processor: each connection that passes the handshake
 * (path, Origin allow-list, token) becomes a `WebSocketTransport` handed to `onConnection`.
 * Plain node:http and `ws` (loaded here, not at import): no routes to share, and the handshake is
 * answered before any upgrade.
 */
export async function listenWebSocket(options: WebSocketListenOptions): Promise<WebSocketListener> {
  const { createServer } = await import('node:http');
  const { WebSocketServer: Wss } = await import('ws');
  const policy: HandshakePolicy = {
    token: checkWebSocketToken(options.token),
    allowedOrigins: (options.allowedOrigins ?? []).map(parseAllowedOrigin),
    path: options.address.path,
  };
  const maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const maxConnections = options.maxConnections ?? DEFAULT_MAX_WEBSOCKET_CONNECTIONS;
  const logger = options.logger;
  const wss: WebSocketServer = new Wss({
    noServer: true,
    maxPayload: maxMessageBytes,
    // Compression costs CPU per frame and opens the door to compression bombs; JSON-RPC is small.
    perMessageDeflate: false,
    handleProtocols: (offered) => selectSubprotocol(offered),
  });
  const transports = new Set<WebSocketTransport>();
  /** Upgrades accepted whose socket is not open yet: they count against the cap too. */
  let upgrading = 0;
  const alive = new WeakMap<WebSocket, boolean>();
  let accepting = true;

  const server: Server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', connection: 'close', upgrade: 'websocket' });
    response.end('This is a JSON-RPC WebSocket endpoint: connect with a WebSocket client.\n');
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const remoteAddress = request.socket.remoteAddress ?? 'unknown';
    if (!accepting) {
      refuse(socket, 503, 'shutting down');
      return;
    }
    const verdict = verifyWebSocketHandshake(policy, request);
    if (!verdict.ok) {
      // Never the token itself: only why, and from where.
      logger?.warn({ remoteAddress, origin: request.headers.origin, status: verdict.status, reason: verdict.reason }, 'WebSocket connection refused');
      refuse(socket, verdict.status, verdict.reason);
      return;
    }
    // After the handshake: an unauthenticated peer learns nothing, not even that the server is full.
    if (transports.size + upgrading >= maxConnections) {
      logger?.warn({ remoteAddress, origin: request.headers.origin, connections: transports.size, maxConnections }, 'WebSocket connection refused: too many connections');
      refuse(socket, 503, `too many connections (this server takes ${maxConnections}); close one and retry`);
      return;
    }
    upgrading += 1;
    let upgraded = false;
    // `ws` may refuse the upgrade itself (a malformed key): the socket closes, the slot frees.
    socket.once('close', () => {
      if (!upgraded) upgrading -= 1;
    });
    wss.handleUpgrade(request, socket, head, (ws) => {
      upgraded = true;
      upgrading -= 1;
      const transport = new WebSocketTransport(ws, { maxMessageBytes });
      transports.add(transport);
      alive.set(ws, true);
      ws.on('pong', () => alive.set(ws, true));
      void transport.closed.then(() => {
        transports.delete(transport);
      });
      logger?.info({ remoteAddress, origin: request.headers.origin, connections: transports.size }, 'WebSocket connection accepted');
      options.onConnection(transport, { remoteAddress, origin: request.headers.origin ?? null });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: Error) => {
      const where = formatUrl(options.address.host, options.address.port, options.address.path);
      reject(new VvAgentError('listen_failed', `cannot listen on ${where}: ${error.message}`, 'config', { cause: error }));
    });
    server.listen(options.address.port, options.address.host, () => {
      server.removeAllListeners('error');
      server.on('error', (error: Error) => logger?.error({ err: error }, 'WebSocket listener error'));
      resolve();
    });
  });
  const bound = server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : options.address.port;

  const heartbeatMs = options.heartbeatMs ?? 30_000;
  // A peer that vanished without a FIN (a sleeping laptop, a killed tab) would hold its session forever.
  const heartbeat =
    heartbeatMs > 0
      ? setInterval(() => {
          for (const ws of wss.clients) {
            if (alive.get(ws) === false) {
              ws.terminate();
              continue;
            }
            alive.set(ws, false);
            ws.ping();
          }
        }, heartbeatMs)
      : null;
  heartbeat?.unref();

  const stopAccepting = (): void => {
    if (!accepting) return;
    accepting = false;
    if (heartbeat) clearInterval(heartbeat);
    // Its callback would wait for every upgraded socket too; `close` handles those.
    server.close();
  };

  return {
    url: formatUrl(options.address.host, port, options.address.path),
    get connectionCount() {
      return transports.size;
    },
    stopAccepting,
    dropCongested: () => {
      const congested = [...transports].filter((t) => t.congested);
      for (const transport of congested) void transport.terminate();
      return congested.length;
    },
    close: async () => {
      stopAccepting();
      await Promise.all([...transports].map((t) => t.close(WebSocketCloseCode.GoingAway, 'server shutting down')));
      wss.close();
      server.closeAllConnections();
    },
  };
}
