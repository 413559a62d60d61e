import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { optionalPositiveInteger, requireString } from './arguments.js';
import type { Tool, ToolContext, ToolOutput } from './tool.js';
import { ToolError } from './toolError.js';

export interface BashToolOptions {
  /** Default per-command timeout; the model may ask for less or more up to `maxTimeoutMs`. */
  readonly timeoutMs?: number;
  readonly maxTimeoutMs?: number;
  /** Output kept for the model (stdout and stderr interleaved); the rest is drained and counted. */
  readonly outputCapBytes?: number;
  /** Grace between SIGTERM and SIGKILL when stopping a command. */
  readonly killGraceMs?: number;
  /**
   * Names passed to commands although they look like secrets (settings `tools.bash.env_allow`).
   * Every other `*_API_KEY`, `*_TOKEN`, `*_SECRET` and `AGENTTEAM_*` variable is removed.
   */
  readonly envAllow?: readonly string[];
  /** The environment commands start from (default `process.env`), before scrubbing. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Variables a command never sees unless allow-listed: provider keys, tokens, signing secrets and
 * the AgentTeam credentials. The model can run `env` and whatever it prints is stored with the turn.
 */
const SECRET_NAME = /(_API_KEY|_TOKEN|_SECRET)$|^AGENTTEAM_/i;

/** `env` without the variables that look like secrets, except those in `allow`. */
export function scrubbedEnvironment(env: Readonly<Record<string, string | undefined>>, allow: readonly string[] = []): Record<string, string> {
  const allowed = new Set(allow);
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && (allowed.has(name) || !SECRET_NAME.test(name))) kept[name] = value;
  }
  return kept;
}

export const BASH_DEFAULT_TIMEOUT_MS = 120_000;
export const BASH_DEFAULT_OUTPUT_CAP_BYTES = 64 * 1024;

export function createBashTool(options: BashToolOptions = {}): Tool {
  const defaultTimeoutMs = options.timeoutMs ?? BASH_DEFAULT_TIMEOUT_MS;
  const maxTimeoutMs = options.maxTimeoutMs ?? Math.max(defaultTimeoutMs, 600_000);
  const capBytes = options.outputCapBytes ?? BASH_DEFAULT_OUTPUT_CAP_BYTES;
  const killGraceMs = options.killGraceMs ?? 500;
  const envAllow = options.envAllow ?? [];
  const baseEnv = options.env;
  return {
    name: 'bash',
    description: `Run a shell command with bash in the workspace directory. Output (stdout and stderr) is capped at ${capBytes} bytes; the command is killed after its timeout.`,
    parameters: {
      type: 'object',
      properties: {
        cmd: { type: 'string', description: 'The command line, run as `bash -c <cmd>`.' },
        timeoutMs: { type: 'integer', minimum: 1, description: `Timeout in milliseconds (default ${defaultTimeoutMs}).` },
      },
      required: ['cmd'],
      additionalProperties: false,
    },
    requiresApproval: true,
    metadata: {
      sideEffect: 'external',
      idempotency: 'unknown',
      terminal: false,
      capabilityTags: ['process.exec'],
      costDimensions: ['process.wall_time'],
    },
    prepare(args) {
      if (requireString(args, 'cmd').trim() === '') throw new ToolError('invalid_arguments', '"cmd" must not be empty');
    },
    preview(args) {
      return `Run ${requireString(args, 'cmd')}`;
    },
    async execute(args, context) {
      const timeoutMs = Math.min(optionalPositiveInteger(args, 'timeoutMs') ?? defaultTimeoutMs, maxTimeoutMs);
      // Scrubbed per call: the process environment may change while the server runs.
      const env = scrubbedEnvironment(baseEnv ?? process.env, envAllow);
      return runCommand(requireString(args, 'cmd'), context, { timeoutMs, capBytes, killGraceMs, env });
    },
  };
}

export const bashTool: Tool = createBashTool();

async function runCommand(
  cmd: string,
  context: ToolContext,
  limits: { readonly timeoutMs: number; readonly capBytes: number; readonly killGraceMs: number; readonly env: Readonly<Record<string, string>> },
): Promise<ToolOutput> {
  if (context.signal.aborted) throw new ToolError('cancelled', 'command cancelled before it started');
  // Loaded here, not at module load: execa costs ~160 ms to import and most runs never use bash.
  const { execa } = await import('execa');
  const started = execa('bash', ['-c', cmd], {
    cwd: context.workspace,
    env: limits.env,
    extendEnv: false,
    // Own process group, so that cancelling kills the whole pipeline, not just bash: an orphaned
    // grandchild would otherwise keep the output pipe open and the call alive.
    detached: true,
    stdin: 'ignore',
    all: true,
    buffer: false,
    reject: false,
    cleanup: true,
  });
  const pid = started.pid;
  let stopReason: 'cancelled' | 'timeout' | undefined;
  let killTimer: NodeJS.Timeout | undefined;
  const killGroup = (signal: NodeJS.Signals): void => {
    if (pid === undefined) return;
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  const stop = (reason: 'cancelled' | 'timeout'): void => {
    if (stopReason !== undefined) return;
    stopReason = reason;
    killGroup('SIGTERM');
    killTimer = setTimeout(() => killGroup('SIGKILL'), limits.killGraceMs);
  };
  const onAbort = (): void => stop('cancelled');
  context.signal.addEventListener('abort', onAbort, { once: true });
  const timeoutTimer = setTimeout(() => stop('timeout'), limits.timeoutMs);
  let exited = false;
  // Background jobs left behind by the command would hold the pipe open; they die with it.
  started.on('exit', () => {
    exited = true;
    killGroup('SIGKILL');
  });

  const decoder = new StringDecoder('utf8');
  let kept = '';
  let keptBytes = 0;
  let totalBytes = 0;
  try {
    const all = started.all as Readable | undefined;
    if (all !== undefined) {
      for await (const chunk of all as AsyncIterable<Buffer>) {
        totalBytes += chunk.length;
        if (keptBytes >= limits.capBytes) continue;
        const slice = chunk.subarray(0, limits.capBytes - keptBytes);
        keptBytes += slice.length;
        const text = decoder.write(slice);
        kept += text;
        if (text !== '' && !context.signal.aborted) await context.progress(text);
      }
    }
    kept += decoder.end();
    const result = await started;
    if (stopReason === 'cancelled') throw new ToolError('cancelled', 'command cancelled');
    const truncation = totalBytes > keptBytes ? `\n[output truncated: kept ${keptBytes} of ${totalBytes} bytes]` : '';
    if (stopReason === 'timeout') {
      throw new ToolError('command_timeout', `command timed out after ${limits.timeoutMs} ms\n${kept}${truncation}`);
    }
    const code = result.exitCode ?? null;
    if (code !== 0) {
      const how = code === null ? `killed by ${result.signal ?? 'a signal'}` : `exit code ${code}`;
      throw new ToolError('command_failed', `${how}\n${kept}${truncation}`);
    }
    return { output: `exit code 0\n${kept}${truncation}` };
  } finally {
    // Leaving early (a progress event the store refused) must not leave the command running.
    if (!exited) killGroup('SIGKILL');
    clearTimeout(timeoutTimer);
    if (killTimer !== undefined && stopReason === undefined) clearTimeout(killTimer);
    context.signal.removeEventListener('abort', onAbort);
  }
}
