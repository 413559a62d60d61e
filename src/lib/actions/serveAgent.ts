import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { McpTransportName } from '../../../generated/actions/types.js';
import { UsageError } from '../shared/errors.js';
import { AgentServer, startFailedInWorker, type RunningAgent } from './AgentServer.js';
import type { Authenticator } from './auth/Authenticator.js';
import { BearerTokenAuthenticator } from './auth/BearerTokenAuthenticator.js';
import { JwtProvider } from './auth/JwtProvider.js';
import { RELOAD_CHILD_ENV, runWithReload } from './devReload.js';
import { ActionRegistry } from './ActionRegistry.js';
import { discoverActionModules, importableExtensions } from './discoverActionModules.js';
import { loadAgentConfig, type AgentConfig } from './loadAgentConfig.js';
import { createQueue } from './queue/createQueue.js';
import { replyToClaimGuard, type QueueReplyGuard } from './queue/replyGuard.js';

export interface ServeAgentOptions {
  /** config.ini; default ./config.ini when present, else the built-in defaults. */
  readonly configFile?: string;
  /** Action files, directories or module specifiers. */
  readonly actions: readonly string[];
  /** Serve HTTP (default true). */
  readonly http?: boolean;
  /** MCP transport, or 'none'; default `agent.transport`. */
  readonly mcp?: McpTransportName | 'none';
  /** Override `server.port` / `agent.port` (0 picks a free port). */
  readonly httpPort?: number;
  readonly mcpPort?: number;
  /** Broker URL (redis://, amqp://) overriding `[queue] url`; the queue runs when either is set. */
  readonly queue?: string;
  /** Where the ready lines go (never stdout: MCP stdio owns it). Default stderr. */
  readonly announce?: (line: string) => void;
}

function isAuthenticator(value: unknown): value is Authenticator {
  return typeof (value as { authenticate?: unknown } | null)?.authenticate === 'function';
}

/**
 * `vv-agent agent serve` as a library call (contract §8): loads config, imports the actions,
 * builds the authenticator (an action module's exported `authenticator`, else bearer JWTs from
 * [auth]) and runs the agent until a signal. With `server.reload`, returns null once the watching
 * parent is stopped; so does an HTTP worker (server.workers > 1) that could not start, once it has
 * told its primary.
 */
export async function serveAgent(options: ServeAgentOptions): Promise<RunningAgent | null> {
  const announce = options.announce ?? ((line: string) => process.stderr.write(`${line}\n`));
  const loaded = loadAgentConfig(options.configFile);
  if (loaded.server.reload && process.env[RELOAD_CHILD_ENV] !== '1') {
    // Development: this process only watches; a child (this same command) serves.
    const watched = options.actions.map((a) => resolve(a)).filter((p) => existsSync(p));
    if (options.configFile) watched.push(resolve(options.configFile));
    announce(`reload: watching ${watched.join(', ')}`);
    await runWithReload({ watch: watched, argv: process.argv.slice(1), announce });
    return null;
  }
  const config: AgentConfig = {
    ...loaded,
    server: { ...loaded.server, ...(options.httpPort === undefined ? {} : { port: options.httpPort }) },
    agent: { ...loaded.agent, ...(options.mcpPort === undefined ? {} : { port: options.mcpPort }) },
  };
  if (options.actions.length === 0) throw new UsageError('no actions: pass --actions PATH (a file or a directory of action modules)');
  const modules = await discoverActionModules(options.actions);
  // Not an error: a new agent starts empty in development (server.reload serves its first action
  // once written). But serving nothing without a word hides a wrong path, or TypeScript files
  // that plain Node does not import.
  if (ActionRegistry.getAll().length === 0 && !cluster.isWorker) {
    announce(`warning: no actions in ${options.actions.join(', ')} (action modules are ${importableExtensions().join(', ')} files that call defineAction); serving none`);
  }
  const mcpTransport = options.mcp ?? config.agent.transport;
  const http = options.http ?? true;
  const queueUrl = options.queue ?? (config.queue.url !== '' ? config.queue.url : undefined);
  if (!http && mcpTransport === 'none' && queueUrl === undefined) throw new UsageError('nothing to serve: --no-http together with --mcp none and no --queue');
  const queue = queueUrl === undefined ? undefined : createQueue(queueUrl);
  // A module's own `queueReplyGuard`, else (with auth on) the built-in one: reply_to must equal the token's claim.
  const queueReplyGuard =
    modules.map((m) => m.exports['queueReplyGuard']).find((g): g is QueueReplyGuard => typeof g === 'function') ??
    (queue && config.agent.enable_auth ? replyToClaimGuard(config.queue.reply_to_claim) : undefined);
  let authenticator: Authenticator | undefined;
  if (config.agent.enable_auth) {
    authenticator = modules.map((m) => m.exports['authenticator']).find(isAuthenticator);
    if (!authenticator) {
      const provider = new JwtProvider(config);
      authenticator = new BearerTokenAuthenticator(provider);
      if (provider.weakSecret) announce('warning: auth.secret_key is shorter than 32 bytes; use a longer random secret');
    }
  }
  const server = await AgentServer.create(config, {
    http: http ? 'fastify' : null,
    mcp: mcpTransport === 'none' ? null : 'mcp-sdk',
    ...(mcpTransport === 'none' ? {} : { mcpTransport }),
    ...(authenticator ? { authenticator } : {}),
    ...(queue ? { queue } : {}),
    ...(queueReplyGuard ? { queueReplyGuard } : {}),
  });
  let running: RunningAgent;
  try {
    running = await server.addActions().run();
  } catch (error) {
    // An HTTP worker that cannot start tells its primary, which says it once and exits 1.
    if (!(await startFailedInWorker(error))) throw error;
    process.exitCode = 1;
    return null;
  }
  // Forked HTTP workers (server.workers > 1) stay quiet: the primary speaks for the agent.
  if (cluster.isWorker) return running;
  if (running.httpUrl) announce(`http listening on ${running.httpUrl}`);
  if (mcpTransport !== 'none') announce(`mcp listening on ${running.mcpUrl ?? 'stdio'}`);
  if (running.queueTopics.length > 0) announce(`queue consuming ${running.queueTopics.join(' ')}`);
  return running;
}
