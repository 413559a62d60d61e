import cluster from 'node:cluster';
import type { McpTransportName } from '../../../generated/actions/types.js';
import { displayUrl } from '../http/displayUrl.js';
import { errorFacts } from '../shared/errorFacts.js';
import { isVvAgentError, VvAgentError, type ErrorCategory } from '../shared/errors.js';
import { createLogger, type Logger } from '../shared/logger.js';
import type { Action } from './Action.js';
import { ActionRegistry } from './ActionRegistry.js';
import type { Authenticator } from './auth/Authenticator.js';
import { discoverActionModules } from './discoverActionModules.js';
import { runLifecycleHooks } from './lifecycle.js';
import { AgentConfigError, type AgentConfig } from './loadAgentConfig.js';
import type { QueueProvider } from './queue/QueueProvider.js';
import type { QueueReplyGuard } from './queue/replyGuard.js';
import { HttpServerFactory, McpServerFactory } from './server/factories.js';
import type { CapabilitiesFacts, HttpActionServer, McpActionServer, SseHandler, TransportServerContext } from './server/types.js';

export interface AgentServerOptions {
  /** HTTP server kind registered in `HttpServerFactory`; null for none. Default `fastify`. */
  readonly http?: string | null;
  /** MCP server kind registered in `McpServerFactory` (`mcp-sdk`); null for none. Default null. */
  readonly mcp?: string | null;
  /** Overrides `agent.transport`. */
  readonly mcpTransport?: McpTransportName;
  /** Required when `agent.enable_auth` is true; one instance serves every transport. */
  readonly authenticator?: Authenticator;
  /** Files, directories (imported recursively) or module specifiers that declare actions. */
  readonly actionModules?: readonly string[];
  /** Default: a pino logger at `logging.level` on stderr or `logging.file_path`. */
  readonly logger?: Logger;
  /** A disconnected queue provider (`createQueue(url)`): `run()` connects it and consumes the queue actions. */
  readonly queue?: QueueProvider;
  /** Authorizes each request's `reply_to`; required with a queue when `agent.enable_auth` is true. */
  readonly queueReplyGuard?: QueueReplyGuard;
}

export interface RunOptions {
  /** Close gracefully on SIGINT/SIGTERM. Default true. */
  readonly handleSignals?: boolean;
}

/** A running agent: where it listens, and how to stop it. */
export interface RunningAgent {
  /** Base URL of the HTTP server, or null (no HTTP, or a cluster primary before a worker listens). */
  readonly httpUrl: string | null;
  /** MCP connection URL, or null (no MCP, or stdio). */
  readonly mcpUrl: string | null;
  /** The queue topics consumed (empty without a queue). */
  readonly queueTopics: readonly string[];
  /** Stops accepting, finishes in-flight work within `agent.queue_shutdown_timeout`, runs shutdown hooks. */
  close(): Promise<void>;
  /** Settles when the agent has stopped (by close() or a signal). */
  readonly closed: Promise<void>;
}

/** Marks cluster workers forked by an agent with `server.workers > 1`: they serve HTTP only. */
const WORKER_ENV = 'VV_AGENT_HTTP_WORKER';
/**
 * What the primary tells its HTTP workers about the transports it runs itself (JSON of
 * `PrimaryFacts`): their /capabilities must report MCP and the queue as a one-process agent does
 * (contract §4), and only the primary knows whether they run and the MCP URL.
 */
const WORKER_FACTS_ENV = 'VV_AGENT_HTTP_WORKER_FACTS';

/**
 * The one message an HTTP worker sends its primary: why it could not start (a port in use, a bad
 * certificate). The primary fails its own start with it, as a one-process agent fails, and stops
 * the other workers; the worker then leaves without a word of its own (see `startFailedInWorker`).
 */
interface WorkerStartFailed {
  readonly vvAgentWorkerStartFailed: { readonly code?: string; readonly category?: ErrorCategory; readonly message: string };
}

function isWorkerStartFailed(message: unknown): message is WorkerStartFailed {
  const body = (message as Partial<WorkerStartFailed> | null)?.vvAgentWorkerStartFailed;
  return typeof body === 'object' && body !== null && typeof body.message === 'string';
}

/** The worker's failure as the primary raises it: the same code, category and words. */
function errorOfWorker({ vvAgentWorkerStartFailed: failed }: WorkerStartFailed): Error {
  return failed.code !== undefined && failed.category !== undefined ? new VvAgentError(failed.code, failed.message, failed.category) : new Error(failed.message);
}

/**
 * In an HTTP worker whose start failed: tells the primary why and leaves the cluster (the IPC
 * channel would keep the process alive). True when it did, so that the caller stays quiet: the
 * primary says it once for every worker.
 */
export async function startFailedInWorker(error: unknown): Promise<boolean> {
  if (!cluster.isWorker || process.env[WORKER_ENV] !== '1' || !process.connected) return false;
  const failed: WorkerStartFailed = {
    vvAgentWorkerStartFailed: isVvAgentError(error)
      ? { code: String(error.code), category: error.category, message: error.message }
      : { message: error instanceof Error ? error.message : String(error) },
  };
  await new Promise<void>((resolve) => process.send?.(failed, undefined, undefined, () => resolve()) ?? resolve());
  process.disconnect();
  return true;
}

interface PrimaryFacts {
  readonly mcp: { readonly transport: McpTransportName; readonly url: string | null } | null;
  readonly queueAvailable: boolean;
}

/** The primary's facts in a worker; none (MCP and queue off) when absent or unreadable. */
function primaryFacts(): CapabilitiesFacts {
  let facts: PrimaryFacts | null = null;
  try {
    facts = JSON.parse(process.env[WORKER_FACTS_ENV] ?? 'null') as PrimaryFacts | null;
  } catch {
    facts = null; // set only by #forkHttpWorkers: unreadable means an outside process set it
  }
  const mcp = facts?.mcp ?? null;
  return { mcp: mcp ? { transport: mcp.transport, url: () => mcp.url } : null, queueAvailable: facts?.queueAvailable === true };
}

/**
 * The coordinator of contract §3 (the seed's VsAgentServer): builds the configured transport
 * servers from their factories and wires registered actions to them. Created with
 * `await AgentServer.create(config, options)`: ESM imports are asynchronous, so action-module
 * discovery (which the seed does in its constructor) cannot run inside a constructor.
 */
export class AgentServer {
  readonly #config: AgentConfig;
  readonly #logger: Logger;
  readonly #http: HttpActionServer | null;
  readonly #mcp: McpActionServer | null;
  readonly #worker: boolean;
  #queue: { readonly provider: QueueProvider; readonly replyGuard: QueueReplyGuard | null; readonly authenticator: Authenticator | null } | null = null;
  #actionsAdded = false;

  private constructor(config: AgentConfig, logger: Logger, http: HttpActionServer | null, mcp: McpActionServer | null, worker: boolean) {
    this.#config = config;
    this.#logger = logger;
    this.#http = http;
    this.#mcp = mcp;
    this.#worker = worker;
  }

  static async create(config: AgentConfig, options: AgentServerOptions = {}): Promise<AgentServer> {
    const httpKind = options.http === undefined ? 'fastify' : options.http;
    const mcpKind = options.mcp ?? null;
    if (httpKind === null && mcpKind === null && !options.queue) {
      throw new VvAgentError('no_transport', 'an agent needs an HTTP or an MCP server or a queue (http and mcp are both null)', 'usage');
    }
    if (config.agent.enable_auth && options.queue && !options.queueReplyGuard) {
      throw new VvAgentError('queue_reply_guard_required', 'agent.enable_auth is true and a queue is configured: pass a queueReplyGuard (e.g. replyToClaimGuard())', 'config');
    }
    // Look the kinds up before anything is imported: an unknown key names the registered ones.
    const httpFactory = httpKind === null ? null : HttpServerFactory.get(httpKind);
    const mcpFactory = mcpKind === null ? null : McpServerFactory.get(mcpKind);
    if (config.agent.enable_auth && !options.authenticator) {
      throw new VvAgentError('authenticator_required', 'agent.enable_auth is true: pass an authenticator (e.g. new BearerTokenAuthenticator(new JwtProvider(config)))', 'config');
    }
    const logger = options.logger ?? agentLogger(config);
    if (options.actionModules && options.actionModules.length > 0) await discoverActionModules(options.actionModules);
    const worker = cluster.isWorker && process.env[WORKER_ENV] === '1';
    const context: TransportServerContext = {
      config,
      logger,
      authenticator: config.agent.enable_auth ? (options.authenticator ?? null) : null,
    };
    const http = httpFactory ? await httpFactory(context) : null;
    // A cluster worker serves HTTP only; MCP stays in the primary (one port, one session table).
    const mcp = mcpFactory && !worker ? await mcpFactory({ ...context, transport: options.mcpTransport ?? config.agent.transport }) : null;
    const server = new AgentServer(config, logger, http, mcp, worker);
    // The queue runs in the primary only: cluster workers serve HTTP.
    if (options.queue && !worker) server.#queue = { provider: options.queue, replyGuard: options.queueReplyGuard ?? null, authenticator: context.authenticator };
    return server;
  }

  get config(): AgentConfig {
    return this.#config;
  }

  get logger(): Logger {
    return this.#logger;
  }

  /** Wires every registered action to the transports it declares, plus `GET /capabilities`. */
  addActions(): this {
    const actions = ActionRegistry.getAll();
    const facts: CapabilitiesFacts = this.#worker
      ? primaryFacts()
      : { mcp: this.#mcp ? { transport: this.#mcp.transport, url: () => this.#mcp?.url() ?? null } : null, queueAvailable: this.#queue !== null };
    for (const action of actions) {
      if (action.http && !this.#http) this.#warnUnreachable(action, 'http');
      if (action.mcp && !this.#mcp && !this.#worker) this.#warnUnreachable(action, 'mcp');
      if (action.queue && !this.#queue && !this.#worker) this.#warnUnreachable(action, 'queue');
    }
    this.#http?.addActions(actions, facts);
    this.#mcp?.addActions(actions.filter((a) => a.mcp !== null));
    this.#actionsAdded = true;
    return this;
  }

  #warnUnreachable(action: Action, transport: string): void {
    this.#logger.warn({ action: action.name, transport }, `action ${action.name} declares ${transport} but no ${transport} server is configured: it is unreachable that way`);
  }

  addController(instance: object): this {
    this.#requireHttp('addController').addController(instance);
    return this;
  }

  /** Mounts a fastify plugin (a raw router), optionally under a prefix. */
  addRouter(plugin: unknown, options: { prefix?: string } = {}): this {
    this.#requireHttp('addRouter').addRouter(plugin, options);
    return this;
  }

  /** A WebSocket route (@fastify/websocket); `handler(socket, request)`. */
  addWebSocket(path: string, handler: unknown): this {
    this.#requireHttp('addWebSocket').addWebSocket(path, handler);
    return this;
  }

  /** A Server-Sent Events route: every value the handler yields is one `data:` JSON event. */
  addSse(path: string, handler: SseHandler): this {
    this.#requireHttp('addSse').addSse(path, handler);
    return this;
  }

  /** The fastify instance. */
  getApp(): import('fastify').FastifyInstance {
    return this.#requireHttp('getApp').getApp() as import('fastify').FastifyInstance;
  }

  /** The MCP SDK server object, for advanced configuration. */
  get mcp(): unknown {
    if (!this.#mcp) throw new VvAgentError('no_mcp_server', 'no MCP server is configured (pass mcp: "mcp-sdk")', 'usage');
    return this.#mcp.sdkServer;
  }

  #requireHttp(method: string): HttpActionServer {
    if (!this.#http) throw new VvAgentError('no_http_server', `${method}() needs an HTTP server (http is null)`, 'usage');
    return this.#http;
  }

  /** Starts the configured servers (HTTP workers via node:cluster when `server.workers > 1`). */
  async run(options: RunOptions = {}): Promise<RunningAgent> {
    if (!this.#actionsAdded) this.addActions();
    const graceMs = this.#config.agent.queue_shutdown_timeout * 1000;
    const workers = this.#config.server.workers;
    const primaryOfCluster = this.#http !== null && workers > 1 && cluster.isPrimary;
    let httpUrl: string | null = null;
    let mcpUrl: string | null = null;
    let forked: ReturnType<typeof cluster.fork>[] = [];

    let queue: import('./queue/QueueRuntime.js').QueueRuntime | null = null;
    // What started so far, stopped in reverse when a later part fails to start: a half-started
    // agent would keep serving (and the process running) after its caller was told it failed.
    const started: Array<() => Promise<void>> = [];
    try {
      if (this.#http) {
        const http = this.#http;
        await runLifecycleHooks('startup');
        started.push(() => runLifecycleHooks('shutdown'));
        if (!primaryOfCluster) {
          httpUrl = await http.start();
          started.push(() => http.close(graceMs));
        }
      }
      if (this.#mcp) {
        const mcp = this.#mcp;
        await runLifecycleHooks('mcpStartup');
        started.push(() => runLifecycleHooks('mcpShutdown'));
        await mcp.start();
        started.push(() => mcp.close(graceMs));
        mcpUrl = mcp.url();
      }
      // Forked once MCP listens: the workers are told its URL (see WORKER_FACTS_ENV).
      if (primaryOfCluster) {
        const facts: PrimaryFacts = { mcp: this.#mcp ? { transport: this.#mcp.transport, url: mcpUrl } : null, queueAvailable: this.#queue !== null };
        ({ url: httpUrl, workers: forked } = await this.#forkHttpWorkers(workers, facts));
        started.push(() => stopWorkers(forked, graceMs));
      }
      if (this.#queue) {
        const { QueueRuntime } = await import('./queue/QueueRuntime.js');
        queue = new QueueRuntime({ ...this.#queue, actions: ActionRegistry.queueActions(), config: this.#config, logger: this.#logger });
        await queue.start(); // closes itself when it fails
      }
    } catch (error) {
      for (const stop of started.reverse()) {
        await stop().catch((stopError: unknown) => this.#logger.warn({ err: stopError }, 'stopping after a failed start failed'));
      }
      throw error;
    }

    let resolveClosed!: () => void;
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
    let closing: Promise<void> | undefined;
    const close = (): Promise<void> =>
      (closing ??= (async () => {
        try {
          // The queue runtime finishes its in-flight deliveries within agent.queue_shutdown_timeout itself.
          if (queue) await queue.close();
          if (this.#mcp) {
            await this.#mcp.close(graceMs);
            await runLifecycleHooks('mcpShutdown');
          }
          if (primaryOfCluster) await stopWorkers(forked, graceMs);
          else if (this.#http) await this.#http.close(graceMs);
          if (this.#http) await runLifecycleHooks('shutdown');
        } finally {
          process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
          // The IPC channel to the primary would keep a stopped worker alive.
          if (this.#worker && process.connected) process.disconnect();
          resolveClosed();
        }
      })());
    const onSignal = (): void => {
      this.#logger.info('shutting down');
      void close();
    };
    if (options.handleSignals ?? true) process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
    // A worker whose primary is gone has nobody to answer to.
    if (this.#worker) process.once('disconnect', () => void close());
    // A stdio MCP agent belongs to the client that spawned it: when its stdin ends, the agent ends.
    if (this.#mcp?.transport === 'stdio') void this.#mcp.closed.then(() => close());
    return { httpUrl, mcpUrl, queueTopics: queue?.topics ?? [], close, closed };
  }

  /**
   * Forks the HTTP workers and waits until one listens. A worker that cannot start (it says why,
   * see `startFailedInWorker`) or exits first fails the start: every worker is stopped then, and
   * the caller stops what else started, as when a one-process agent cannot listen.
   */
  async #forkHttpWorkers(count: number, facts: PrimaryFacts): Promise<{ url: string; workers: ReturnType<typeof cluster.fork>[] }> {
    const forked = Array.from({ length: count }, () => cluster.fork({ [WORKER_ENV]: '1', [WORKER_FACTS_ENV]: JSON.stringify(facts) }));
    const { host } = this.#config.server;
    let address: { port: number };
    try {
      address = await new Promise<{ port: number }>((resolve, reject) => {
        for (const worker of forked) {
          worker.once('listening', (a: { port: number }) => resolve(a));
          worker.on('message', (message: unknown) => {
            if (isWorkerStartFailed(message)) reject(errorOfWorker(message));
          });
          worker.once('exit', (code) => reject(new VvAgentError('http_worker_failed', `an HTTP worker exited with code ${code} before listening`, 'runtime')));
        }
      });
    } catch (error) {
      await stopWorkers(forked, this.#config.agent.queue_shutdown_timeout * 1000);
      throw error;
    }
    return { url: displayUrl(host, address.port, { tls: this.#config.server.ssl_certfile !== '' }), workers: forked };
  }
}

async function stopWorkers(workers: ReturnType<typeof cluster.fork>[], graceMs: number): Promise<void> {
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          const timer = setTimeout(() => worker.kill('SIGKILL'), graceMs + 1000);
          worker.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.kill('SIGTERM');
        }),
    ),
  );
}

/** The agent's logger, from [logging]; a log file that cannot be written is that setting's error. */
function agentLogger(config: AgentConfig): Logger {
  try {
    return createLogger({ level: config.logging.level, filePath: config.logging.file_path, name: config.agent.name });
  } catch (error) {
    if (config.logging.file_path === '') throw error;
    const { code, reason } = errorFacts(error);
    throw new AgentConfigError(`logging.file_path: cannot write ${config.logging.file_path} (${code ?? reason})`);
  }
}

