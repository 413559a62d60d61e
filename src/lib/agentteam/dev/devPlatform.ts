/**
 * `startDevPlatform`: the local AgentTeam (issue 6, point 6) in-process: SQLite state under the
 * state directory, the admin and Runtime APIs over HTTP, and the delivery dispatcher. fastify and
 * better-sqlite3 are imported here, lazily, so that importing the dev library costs nothing until
 * a platform starts.
 */
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DevPlatformCore } from './DevPlatformCore.js';
import type { RateLimit } from './TokenRateLimiter.js';
import { vvAgentHome } from '../../shared/vvAgentHome.js';

export interface DevPlatformOptions {
  /** Directory of `agentteam-dev.sqlite` (created when missing; removed again by a start that fails), or ':memory:'. */
  readonly stateDir: string;
  readonly host?: string;
  /** 0 picks a free port. Default 8788. */
  readonly port?: number;
  /** Lease of each attempt in seconds (contract default 60). */
  readonly leaseSeconds?: number;
  /** Base of the retry backoff (contract: 1000 -> 1 s, 2 s, 4 s, 8 s). */
  readonly retryBackoffMs?: number;
  /** Attempts per delivery (contract: 5). */
  readonly maxAttempts?: number;
  /** Runner stream keepalive interval (contract: 15 000). */
  readonly pingIntervalMs?: number;
  /** Callback answer deadline (contract: 3 000). */
  readonly callbackTimeoutMs?: number;
  /** Callback attempts of one App active at once (default DEFAULT_DEV_CALLBACK_CONCURRENCY). */
  readonly callbackConcurrency?: number;
  /** Lease and retry check interval (default 100). */
  readonly tickMs?: number;
  /** Per-token request limit; default 100 per second; false disables it. */
  readonly rateLimit?: RateLimit | false;
  readonly deliveryTokenTtlSeconds?: number;
  /** Unix milliseconds for leases, backoff and token expiry (tests move it). Default Date.now. */
  readonly clock?: () => number;
  /** One line per request and per dispatch event (stderr in the command). Default: silent. */
  readonly log?: (line: string) => void;
  /**
   * Successful GETs (`agentteam mention` polls a delivery and a channel several times a second)
   * are logged here rather than in `log`. Default: not logged.
   */
  readonly debugLog?: (line: string) => void;
}

export interface DevPlatform {
  readonly baseUrl: string;
  readonly stateDir: string;
  /** The domain core, for in-process setup (`agentteam dev --app`) and tests. */
  readonly core: DevPlatformCore;
  /** Number of open runner streams (of one App, or of all). */
  openStreamCount(installationId?: string): number;
  close(): Promise<void>;
}

export const DEFAULT_DEV_PORT = 8788;
/**
 * Callback attempts of one App active at once. A real platform bounds what it sends an App too;
 * 64 keeps `callback-server` (16 running, up to 1000 queued) busy without a 429.
 */
export const DEFAULT_DEV_CALLBACK_CONCURRENCY = 64;
export const DEFAULT_RATE_LIMIT: RateLimit = { requests: 100, windowMs: 1000 };

/** `--state-dir`, else `$VV_AGENT_HOME/agentteam-dev`, else `~/.vv-agent/agentteam-dev`. */
export function resolveDevStateDir(stateDir: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env, home: string = homedir()): string {
  if (stateDir !== undefined && stateDir.trim() !== '') return resolve(stateDir);
  return join(vvAgentHome(env, home), 'agentteam-dev');
}

export async function startDevPlatform(options: DevPlatformOptions): Promise<DevPlatform> {
  const [{ DevStore }, { DevPlatformCore, DEFAULT_DELIVERY_POLICY }, { DeliveryDispatcher }, { TokenRateLimiter }, { registerDevRoutes }, http] = await Promise.all([
    import('./DevStore.js'),
    import('./DevPlatformCore.js'),
    import('./DeliveryDispatcher.js'),
    import('./TokenRateLimiter.js'),
    import('./devRoutes.js'),
    import('../../http/index.js'),
  ]);
  const log = options.log ?? (() => undefined);
  // The store is opened before the port is bound (fastify takes its routes, which hold the core
  // and so the store, before it listens). Every failure until the platform serves discards it:
  // a start that does not come up leaves a new state directory as it was.
  const store = DevStore.open(options.stateDir === ':memory:' ? ':memory:' : resolve(options.stateDir));
  let dispatcher: InstanceType<typeof DeliveryDispatcher> | undefined;
  const core = new DevPlatformCore(store, {
    leaseSeconds: options.leaseSeconds ?? DEFAULT_DELIVERY_POLICY.leaseSeconds,
    retryBackoffMs: options.retryBackoffMs ?? DEFAULT_DELIVERY_POLICY.retryBackoffMs,
    maxAttempts: options.maxAttempts ?? DEFAULT_DELIVERY_POLICY.maxAttempts,
    deliveryTokenTtlSeconds: options.deliveryTokenTtlSeconds ?? DEFAULT_DELIVERY_POLICY.deliveryTokenTtlSeconds,
    clock: options.clock ?? Date.now,
    onChange: () => dispatcher?.kick(),
    log,
  });
  dispatcher = new DeliveryDispatcher(core, {
    tickMs: options.tickMs ?? 100,
    pingIntervalMs: options.pingIntervalMs ?? 15_000,
    callbackTimeoutMs: options.callbackTimeoutMs ?? 3_000,
    callbackConcurrency: options.callbackConcurrency ?? DEFAULT_DEV_CALLBACK_CONCURRENCY,
    log,
  });
  const rateLimit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  const limiter = rateLimit === false ? undefined : new TokenRateLimiter(rateLimit);
  let app: Awaited<ReturnType<typeof http.createHttpServer>>;
  try {
    app = await http.createHttpServer({ log, isRoutineRequest: (method, status) => method === 'GET' && status < 400, ...(options.debugLog !== undefined ? { debugLog: options.debugLog } : {}) });
    registerDevRoutes(app, { core, dispatcher, limiter, log });
  } catch (error) {
    store.discard();
    throw error;
  }
  let baseUrl: string;
  try {
    baseUrl = await http.listen(app, options.host ?? '127.0.0.1', options.port ?? DEFAULT_DEV_PORT);
  } catch (error) {
    await app.close().catch(() => undefined);
    const kept = store.discard();
    const { VvAgentError } = await import('../../shared/errors.js');
    const message = `cannot listen on ${options.host ?? '127.0.0.1'}:${options.port ?? DEFAULT_DEV_PORT}: ${(error as Error).message}${kept !== undefined ? `; ${kept}` : ''}`;
    throw new VvAgentError('listen_failed', message, 'runtime', { cause: error });
  }
  dispatcher.start();
  const running = dispatcher;
  let closing: Promise<void> | undefined;
  return {
    baseUrl,
    stateDir: options.stateDir,
    core,
    openStreamCount: (installationId) => running.openStreamCount(installationId),
    close: () => {
      closing ??= (async () => {
        await running.stop();
        // Keep-alive sockets of clients (fetch keeps them 4 s) and stalled requests would hold
        // close() open; requests still running get a short grace, then every socket is closed.
        await http.closeHttpServer(app, 200);
        store.close();
      })();
      return closing;
    },
  };
}
