import { hostname } from 'node:os';
import { resolveAgentTeamSettings, type AgentTeamFlags } from './agentTeamSettings.js';
import { startCallbackServer } from './callbackServer.js';
import { coalescedLines } from '../shared/coalescedLines.js';
import { createLogger, type Logger } from '../shared/logger.js';
import { runAppRunner, type AppRunnerSummary } from './appRunner.js';
import type { App } from './defineApp.js';
import { AgentTeamRuntimeClient } from './runtimeApiClient.js';

interface AppHostCommon extends AgentTeamFlags {
  /** The App that answers the deliveries (`defineApp`). */
  readonly app: App;
  /** One line per delivery and per connection change; default stderr. */
  readonly log?: (line: string) => void;
  /** Where an App's own errors are logged, with their stack; default JSON lines on stderr. */
  readonly logger?: Logger;
  /** Sent as the runner version and in the User-Agent. */
  readonly version?: string;
  readonly shutdownGraceSeconds?: number;
  /** Ends the App; default SIGINT or SIGTERM. */
  readonly signal?: AbortSignal;
}

export interface RunnerHostOptions extends AppHostCommon {
  readonly runnerId?: string;
  readonly maxConcurrency?: number;
  readonly heartbeatSeconds?: number;
}

export interface CallbackHostOptions extends AppHostCommon {
  readonly host?: string;
  readonly port?: number;
  /** Deliveries handled at once (default the callback server's). */
  readonly maxConcurrency?: number;
  readonly onListening?: (url: string) => void;
}

let stderrLines: ((line: string) => void) | undefined;
/** One line per delivery on stderr, written once per turn of the event loop rather than per line. */
const stderrLog = (line: string): void => (stderrLines ??= coalescedLines(process.stderr))(line);

/** SIGINT/SIGTERM as an AbortSignal, unless the caller brings its own. */
function stopSignal(given: AbortSignal | undefined): AbortSignal {
  if (given) return given;
  const controller = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => controller.abort());
  return controller.signal;
}

/**
 * Runs an App on the runner stream until stopped: settings from flags, environment or the secrets
 * file, a Runtime API client with the runner token, and the runner loop. What `vv-agent agentteam
 * runner` and a scaffolded App's `src/runner.mjs` both run.
 */
export async function serveRunner(options: RunnerHostOptions): Promise<AppRunnerSummary> {
  const settings = await resolveAgentTeamSettings(options, ['runnerToken']);
  const version = options.version ?? '0.1.0';
  const client = new AgentTeamRuntimeClient({ baseUrl: settings.baseUrl, workspaceId: settings.workspaceId, token: settings.runnerToken, userAgent: `vv-agent/${version}` });
  const log = options.log ?? stderrLog;
  try {
    const summary = await runAppRunner({
      client,
      app: options.app,
      logger: options.logger ?? createLogger({ name: options.app.name }),
      runnerId: options.runnerId ?? `${hostname()}-${process.pid}`,
      runnerVersion: version,
      signal: stopSignal(options.signal),
      log,
      ...(options.maxConcurrency !== undefined ? { maxConcurrency: options.maxConcurrency } : {}),
      ...(options.heartbeatSeconds !== undefined ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
      ...(options.shutdownGraceSeconds !== undefined ? { shutdownGraceSeconds: options.shutdownGraceSeconds } : {}),
    });
    log(`runner stopped: ${summary.handled} delivery(ies) handled`);
    return summary;
  } finally {
    await client.close();
  }
}

/**
 * Runs an App as a signed callback server until stopped; prints `listening on <url>` on stderr
 * (or calls `onListening`). What `vv-agent agentteam callback-server` and a scaffolded App's
 * `src/callback-server.mjs` both run.
 */
export async function serveCallback(options: CallbackHostOptions): Promise<void> {
  const settings = await resolveAgentTeamSettings(options, ['signingSecret']);
  const client = new AgentTeamRuntimeClient({ baseUrl: settings.baseUrl, workspaceId: settings.workspaceId, userAgent: `vv-agent/${options.version ?? '0.1.0'}` });
  const log = options.log ?? stderrLog;
  const stop = stopSignal(options.signal);
  const server = await startCallbackServer({
    signingSecret: settings.signingSecret as string,
    client,
    app: options.app,
    logger: options.logger ?? createLogger({ name: options.app.name }),
    ...(options.host !== undefined ? { host: options.host } : {}),
    ...(options.port !== undefined ? { port: options.port } : {}),
    ...(options.maxConcurrency !== undefined ? { maxConcurrency: options.maxConcurrency } : {}),
    log,
  });
  (options.onListening ?? ((url: string) => log(`listening on ${url}`)))(server.url);
  await new Promise<void>((resolve) => (stop.aborted ? resolve() : stop.addEventListener('abort', () => resolve(), { once: true })));
  await server.close((options.shutdownGraceSeconds ?? 10) * 1000);
  await client.close();
}
