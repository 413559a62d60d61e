import { join, resolve } from 'node:path';
import { checkTimeoutSeconds, heldStateDir, locateStateDir, openThreadStore, ThreadStoreError, type HolderName } from '../app-server/index.js';
import { resolveAgentSettings } from '../llm/index.js';
import { loadMcpConfig } from '../mcp-tools/index.js';
import { commandArgv } from '../shared/commandLine.js';
import { packageRoot } from '../shared/packageRoot.js';
import { showStoredThread } from '../threads/index.js';

export interface ServerChoice {
  /** Another App Server command (any implementation of the protocol); wins over the rest. */
  readonly server?: string | readonly string[];
  readonly settings?: string;
  readonly backend?: string;
  readonly model?: string;
  readonly timeoutSeconds?: number;
  /** How long the built-in server waits for an approval answer. */
  readonly approvalTimeoutSeconds?: number;
  /** MCP servers file of the built-in server (default: its own, `$VV_AGENT_HOME/mcp.json` when present). */
  readonly mcpConfig?: string;
  /** The built-in server's thread store; absent, it keeps threads in memory (`--ephemeral`). */
  readonly stateDir?: string;
}

/**
 * The command that runs an App Server: the one given (a string is split as `AppServerClient.spawn`
 * splits it), or this package's own. Settings, backend and model the choice leaves out are left to
 * the server's own discovery (the same chain, llm/discoverSettings.ts); threads stay in memory
 * unless a state directory is given.
 */
export async function serverCommand(choice: ServerChoice): Promise<string[]> {
  if (choice.server !== undefined) return commandArgv(choice.server);
  return [
    process.execPath,
    join(packageRoot(), 'bin', 'run.js'),
    'app-server',
    '--listen',
    'stdio',
    ...(choice.settings !== undefined ? ['--settings', choice.settings] : []),
    ...(choice.backend !== undefined ? ['--backend', choice.backend] : []),
    ...(choice.model !== undefined ? ['--model', choice.model] : []),
    ...(choice.stateDir !== undefined ? ['--state-dir', choice.stateDir] : ['--ephemeral']),
    ...(choice.timeoutSeconds !== undefined ? ['--timeout-seconds', String(choice.timeoutSeconds)] : []),
    ...(choice.approvalTimeoutSeconds !== undefined ? ['--approval-timeout-seconds', String(choice.approvalTimeoutSeconds)] : []),
    ...(choice.mcpConfig !== undefined ? ['--mcp-config', resolve(choice.mcpConfig)] : []),
  ];
}

/** Who holds the state directory while send-message checks it: a look that ends by itself. */
const SEND_MESSAGE_HOLDER: HolderName = { command: 'vv-agent debug app-server send-message', untilStopped: false };

/**
 * Resolves what the built-in server would resolve first (settings file, backend, model, through
 * the discovery chain, and its MCP servers file) and returns the choice with each of them explicit, so that a mistake is
 * one line before any output instead of the child's exit in the middle of a transcript, and a
 * recorded command line names what actually ran. With `threadId` (continue a stored thread) the
 * server keeps threads in the state directory (`stateDir`, else the default one), and the thread
 * must be there and the directory free; without it, a given state directory must open as the server
 * will open it. Another server (`server`) is not ours to check and is
 * returned as it is.
 */
export async function resolveServerChoice(choice: ServerChoice & { readonly threadId?: string }, env: Readonly<Record<string, string | undefined>> = process.env): Promise<ServerChoice> {
  const { threadId, ...rest } = choice;
  if (choice.server !== undefined) return rest;
  if (choice.timeoutSeconds !== undefined) checkTimeoutSeconds(choice.timeoutSeconds);
  const { location, model } = await resolveAgentSettings({ settings: choice.settings, backend: choice.backend, model: choice.model, env });
  // The named MCP servers file, or the default one the child would read (it inherits `env`).
  loadMcpConfig({ path: choice.mcpConfig, env });
  const located = threadId !== undefined || choice.stateDir !== undefined ? locateStateDir({ stateDir: choice.stateDir, env }) : undefined;
  const stateDir = located?.dir;
  if (threadId !== undefined && located !== undefined) {
    // The flag as given, not the resolved directory: a refusal names where the directory came from.
    const stored = showStoredThread({ stateDir: choice.stateDir, env }, threadId, SEND_MESSAGE_HOLDER.command);
    if (stored.readOnly) {
      throw new ThreadStoreError('state_dir_locked', `cannot continue ${threadId}: ${heldStateDir(located.dir, stored.heldBy, located.origin)}`);
    }
  } else if (located !== undefined) {
    // Opened (and closed) as the server will open it: a directory that cannot be made, or one
    // another server holds, is the same one line here, before any output.
    openThreadStore({ stateDir: located.dir, origin: located.origin, holder: SEND_MESSAGE_HOLDER }).close();
  }
  return { ...rest, settings: location.path, backend: model.backend, model: model.requestedModel, ...(stateDir !== undefined ? { stateDir } : {}) };
}
