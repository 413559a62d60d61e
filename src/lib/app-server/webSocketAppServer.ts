import {
  checkWebSocketToken,
  DEFAULT_MAX_WEBSOCKET_CONNECTIONS,
  generateWebSocketToken,
  listenWebSocket,
  parseAllowedOrigin,
  parseWebSocketAddress,
  type WebSocketAddress,
  type WebSocketListener,
} from '../jsonrpc/index.js';
import { UsageError } from '../shared/errors.js';
import type { ClientSession } from './clientSession.js';
import { SHUTDOWN_REASON } from './processor.js';
import { awaitStopDroppingStalled, SHUTDOWN_GRACE_MS } from './stopGrace.js';
import type { PreparedAppServer } from './stdioAppServer.js';

/** Where the App Server listens, resolved from its flags before anything is opened. */
export type ListenConfig =
  | { readonly kind: 'stdio' }
  | {
      readonly kind: 'websocket';
      readonly address: WebSocketAddress;
      readonly token: string;
      /** True when no token was given and one was generated (the caller shows it to the user). */
      readonly tokenGenerated: boolean;
      readonly allowedOrigins: readonly string[];
      readonly maxConnections: number;
    };

export interface ListenFlags {
  readonly listen: string;
  readonly wsToken?: string | undefined;
  readonly allowedOrigins?: readonly string[] | undefined;
  readonly maxConnections?: string | undefined;
}

/** Generous for every client of one machine, small enough that a leak is refused long before it hurts. */
const MAX_CONNECTIONS_LIMIT = 10_000;

function parseMaxConnections(value: string | undefined): number {
  if (value === undefined) return DEFAULT_MAX_WEBSOCKET_CONNECTIONS;
  const count = /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(count >= 1 && count <= MAX_CONNECTIONS_LIMIT)) {
    throw new UsageError(`--ws-max-connections ${value} is not a whole number from 1 to ${MAX_CONNECTIONS_LIMIT}`, 'listen_flags_invalid');
  }
  return count;
}

/**
 * `--listen stdio | ws://HOST:PORT[/PATH]` with its WebSocket flags, checked (usage errors, exit 2).
 * The token comes from `--ws-token`, else VV_AGENT_WS_TOKEN (out of `ps`), else is generated.
 */
export function resolveListen(flags: ListenFlags, env: Readonly<Record<string, string | undefined>> = process.env): ListenConfig {
  const origins = flags.allowedOrigins ?? [];
  if (flags.listen === 'stdio') {
    if (flags.wsToken !== undefined || origins.length > 0 || flags.maxConnections !== undefined) {
      throw new UsageError('--ws-token, --allowed-origin and --ws-max-connections apply to --listen ws://HOST:PORT only', 'listen_flags_invalid');
    }
    return { kind: 'stdio' };
  }
  const address = parseWebSocketAddress(flags.listen);
  const given = flags.wsToken ?? (env['VV_AGENT_WS_TOKEN'] || undefined);
  return {
    kind: 'websocket',
    address,
    token: given === undefined ? generateWebSocketToken() : checkWebSocketToken(given, flags.wsToken !== undefined ? '--ws-token' : 'VV_AGENT_WS_TOKEN'),
    tokenGenerated: given === undefined,
    allowedOrigins: origins.map(parseAllowedOrigin),
    maxConnections: parseMaxConnections(flags.maxConnections),
  };
}

export interface ServingWebSocket {
  /** What clients connect to, with the actual port. */
  readonly url: string;
  /** Open connections. */
  readonly connectionCount: number;
  /** Begins the shutdown that `done` reports (SIGINT/SIGTERM). */
  stop(): void;
  /** Resolves once shut down: no new connections, active turns ended and announced, sockets closed, store closed. */
  readonly done: Promise<void>;
}

/**
 * Serves any number of clients over WebSocket, each a connection of the one processor (so they
 * share threads, subscriptions and owner-only approvals exactly as in-process connections do),
 * until `stop`. A client that goes away is a disconnect (contract section 7); the server goes on.
 */
export async function serveWebSocket(
  prepared: PreparedAppServer,
  config: Extract<ListenConfig, { kind: 'websocket' }>,
  options: { readonly heartbeatMs?: number; readonly shutdownGraceMs?: number } = {},
): Promise<ServingWebSocket> {
  const sessions = new Set<ClientSession>();
  const processor = prepared.processor;
  let open: WebSocketListener;
  try {
    open = await listenWebSocket({
      address: config.address,
      token: config.token,
      allowedOrigins: config.allowedOrigins,
      maxConnections: config.maxConnections,
      ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}),
      ...(processor.logger ? { logger: processor.logger } : {}),
      onConnection: (transport) => {
        const { session, closed } = processor.connect(transport);
        sessions.add(session);
        void closed.then(() => {
          sessions.delete(session);
        });
      },
    });
  } catch (error) {
    await prepared.close();
    throw error;
  }
  let requestStop: () => void = () => undefined;
  const stopRequested = new Promise<void>((resolve) => {
    requestStop = resolve;
  });
  const done = (async () => {
    await stopRequested;
    open.stopAccepting();
    // As at stdin EOF on stdio: every active turn ends and is announced to whoever still listens.
    const ended = (async () => {
      await processor.shutdown(SHUTDOWN_REASON);
      await Promise.all([...sessions].map((s) => s.connection.drain()));
    })();
    // The heartbeat that would drop a client that stopped reading has stopped with the accepting.
    await awaitStopDroppingStalled(ended, options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS, () => {
      const dropped = open.dropCongested();
      if (dropped > 0) processor.logger?.warn({ dropped }, 'shutting down: dropped WebSocket client(s) not reading what they were sent');
    });
    await open.close();
    await prepared.close();
  })();
  return {
    url: open.url,
    get connectionCount() {
      return open.connectionCount;
    },
    stop: () => requestStop(),
    done,
  };
}
