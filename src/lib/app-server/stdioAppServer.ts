import type { ModelSummary } from '../../../generated/app-server/types.js';
import { parseWebSocketAddress, StdioJsonlTransport } from '../jsonrpc/index.js';
import { createModelClient, resolveAgentSettings, type ClosableModelClient, type ModelChoice, type ResolvedModel, type SettingsLocation } from '../llm/index.js';
import { builtinTools, DEFAULT_APPROVAL_TIMEOUT_MS, type Agent } from '../runtime/index.js';
import { createMcpToolset, loadMcpConfig, type McpToolset } from '../mcp-tools/index.js';
import { UsageError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { DefaultAppServerHost } from './host.js';
import { AppServerProcessor, SHUTDOWN_REASON } from './processor.js';
import { awaitStopDroppingStalled, SHUTDOWN_GRACE_MS } from './stopGrace.js';
import { locateStateDir, openThreadStore, type OpenThreadStoreOptions, type ThreadStore } from './store/index.js';

export interface AppServerOptions {
  /** `stdio` (serveStdio) or `ws://HOST:PORT[/PATH]` (serveWebSocket with resolveListen's config). */
  readonly listen: string;
  /** Each of these three defaults through the discovery chain (llm/discoverSettings.ts). */
  readonly settings?: string;
  readonly backend?: string;
  readonly model?: string;
  /** The LLM HTTP timeout (contract section 9; default 90). Approvals stay 30 s. */
  readonly timeoutSeconds?: number;
  readonly stateDir?: string;
  readonly ephemeral?: boolean;
  /** Who the state directory's lock record names (default `vv-agent app-server`): see openThreadStore. */
  readonly holder?: OpenThreadStoreOptions['holder'];
  readonly approvalTimeoutMs?: number;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Default: JSON lines on stderr (stdout carries the protocol) at $VV_AGENT_LOG_LEVEL, else info. */
  readonly logger?: Logger;
  /**
   * MCP servers whose tools the agent gets (`--mcp-config`): this file must exist and be valid.
   * Absent: `$VV_AGENT_HOME/mcp.json` (else `~/.vv-agent/mcp.json`) when it exists.
   */
  readonly mcpConfig?: string;
}

/** What the server needs once configuration is resolved: nothing here reads stdin. */
export interface PreparedAppServer {
  readonly processor: AppServerProcessor;
  readonly store: ThreadStore;
  readonly model: ResolvedModel;
  /** Which settings file, backend and model were used, and why. */
  readonly settingsLocation: SettingsLocation;
  readonly modelChoice: ModelChoice;
  readonly recoveredTurns: number;
  /** The MCP servers file in use (null: none) and how many servers it enables. */
  readonly mcp: { readonly file: string | null; readonly servers: number };
  close(): Promise<void>;
}

export const DEFAULT_INSTRUCTIONS = [
  'You are vv-agent, a coding and operations agent working in the user\'s workspace.',
  'Use the tools to inspect and change files and to run commands. When the task is done, call task_finish with a short summary.',
  'If you need information only the user has, call ask_user.',
].join('\n');

/** The startup model as model/list reports it (contract section 9). */
export function modelSummary(model: ResolvedModel): ModelSummary {
  return {
    id: model.modelId,
    provider: model.backend,
    displayName: model.modelKey,
    contextLength: model.contextLength,
    supportsTools: model.supportsTools,
    metadata: { requestedModel: model.requestedModel },
  };
}

/** `--timeout-seconds` as the App Server takes it (a finite number > 0), else a usage error. */
export function checkTimeoutSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError('--timeout-seconds must be a finite number greater than 0');
  return seconds;
}

/**
 * Resolves settings and model, opens the thread store and recovers turns a crash left running:
 * every configuration error surfaces here, before the server reads any input (contract section 9).
 */
export async function prepareAppServer(options: AppServerOptions): Promise<PreparedAppServer> {
  // A WebSocket address is checked here too, so that a bad one fails before the store opens.
  if (options.listen !== 'stdio') parseWebSocketAddress(options.listen);
  const timeoutSeconds = checkTimeoutSeconds(options.timeoutSeconds ?? 90);
  const env = options.env ?? process.env;
  const { createDeferredLogger, parseLogLevel } = await import('../shared/logger.js');
  const logLevel = env['VV_AGENT_LOG_LEVEL'];
  if (parseLogLevel(logLevel) === null) throw new UsageError(`VV_AGENT_LOG_LEVEL=${logLevel} is not a log level`, 'log_level_invalid');
  // pino loads with the first line logged: nothing is logged on the way to `initialize`.
  const logger = options.logger ?? createDeferredLogger({ name: 'app-server', level: logLevel });
  const { settings, model, location, choice } = await resolveAgentSettings({
    settings: options.settings,
    backend: options.backend,
    model: options.model,
    env,
  });
  const mcpConfig = loadMcpConfig({ path: options.mcpConfig, env });
  const located = options.ephemeral ? undefined : locateStateDir({ stateDir: options.stateDir, env });
  const store = openThreadStore(located === undefined ? { ephemeral: true } : { stateDir: located.dir, origin: located.origin, holder: options.holder });
  const recovered = store.recoverAfterCrash(Date.now());
  let client: ClosableModelClient | undefined;
  try {
    client = createModelClient(model, { timeoutSeconds });
  } catch (error) {
    store.close();
    throw error;
  }
  const agent: Agent = {
    name: 'vv-agent',
    instructions: DEFAULT_INSTRUCTIONS,
    tools: builtinTools({ bash: { envAllow: settings.tools.bashEnvAllow } }),
    model: client,
    ...(model.maxOutputTokens !== null ? { maxOutputTokens: model.maxOutputTokens } : {}),
  };
  // The MCP SDK loads only when there are servers. They connect in the background: the server
  // reads its input at once. A turn waits for them inside its run, before its first model call
  // (each connects or fails in time): turn/start is answered at once, and the client has a turn
  // to interrupt while the servers keep it waiting.
  const mcp: McpToolset | null =
    mcpConfig.servers.length > 0 ? await createMcpToolset(mcpConfig.servers, { logger, reservedNames: agent.tools.map((t) => t.name) }) : null;
  const host = new DefaultAppServerHost({
    agent:
      mcp === null
        ? agent
        : {
            ...agent,
            deferredTools: async () => {
              await mcp.ready;
              return mcp.tools();
            },
          },
    models: [modelSummary(model)],
  });
  const processor = new AppServerProcessor({
    store,
    host,
    approvalTimeoutMs: options.approvalTimeoutMs ?? DEFAULT_APPROVAL_TIMEOUT_MS,
    logger,
  });
  return {
    processor,
    store,
    model,
    settingsLocation: location,
    modelChoice: choice,
    recoveredTurns: recovered.turns,
    mcp: { file: mcpConfig.file, servers: mcpConfig.servers.length },
    close: async () => {
      store.close();
      await Promise.all([client?.close(), mcp?.close()]);
    },
  };
}

/**
 * Serves one client over stdin/stdout until stdin ends (or `stop` is called): answers what was
 * read, cancels active turns, stores their terminal state, hands the last lines to stdout, and
 * resolves (contract section 8). The stored cancellation reason says which: `client disconnected`
 * at stdin EOF, `App Server shutting down` after `stop` (SIGINT/SIGTERM), as with --listen ws://.
 * A client that is not reading what it was sent `shutdownGraceMs` after `stop` is no longer
 * written to, so that it cannot hold the turns and the exit forever.
 */
export async function serveStdio(
  prepared: PreparedAppServer,
  io: { stdin: NodeJS.ReadableStream; stdout: NodeJS.WritableStream } = { stdin: process.stdin, stdout: process.stdout },
  options: { readonly shutdownGraceMs?: number } = {},
): Promise<{ stop: () => void; done: Promise<void> }> {
  const transport = new StdioJsonlTransport(io.stdin as never, io.stdout as never);
  const { session, closed } = prepared.processor.connect(transport);
  let stopping: Promise<void> | undefined;
  let stopRequested: () => void = () => undefined;
  const stopRequest = new Promise<void>((resolve) => (stopRequested = resolve));
  const served = (async () => {
    await closed;
    await session.connection.drain();
    await stopping;
    // After a stop this catches a turn that a request read just before it started.
    await prepared.processor.shutdown(stopping !== undefined ? SHUTDOWN_REASON : 'client disconnected');
    await session.connection.drain();
    // The caller exits next, and process.exit drops what stdout still holds.
    await transport.flushed();
  })();
  const done = (async () => {
    // Until a stop the client has all the time it takes (at stdin EOF it may still read the answers).
    await Promise.race([served, stopRequest]);
    let abandoned = false;
    await awaitStopDroppingStalled(served, options.shutdownGraceMs ?? SHUTDOWN_GRACE_MS, () => {
      if (abandoned || transport.unsentBytes === 0) return;
      abandoned = true;
      prepared.processor.logger?.warn({ unsentBytes: transport.unsentBytes }, 'shutting down: stopped writing to the stdio client, which is not reading what it was sent');
      transport.abandon();
    });
    await prepared.close();
  })();
  const stop = (): void => {
    if (stopping !== undefined) return;
    // Turns are cancelled before the transport closes, as with --listen ws://: a pending approval
    // then resolves at once with this reason, not as `client_disconnected` through the closed
    // connection (the client did not leave). Set before the close, which settles `closed`.
    stopping = prepared.processor.shutdown(SHUTDOWN_REASON);
    void transport.close();
    stopRequested();
  };
  return { stop, done };
}
