import type { Readable, Writable } from 'node:stream';
import { StdioJsonlTransport } from '../jsonrpc/index.js';
import { commandArgv } from '../shared/commandLine.js';
import { AppServerClientError } from './AppServerClientError.js';

export interface ServerExit {
  /** Null when the process was ended by a signal. */
  readonly exitCode: number | null;
  readonly signal: string | null;
}

/** Where the server's stderr (diagnostics only, per the seed) goes. */
export type StderrOption = 'pipe' | 'inherit' | 'ignore' | ((text: string) => void);

export interface ServerProcessOptions {
  readonly cwd?: string;
  /** Added to this process's environment. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /**
   * 'pipe' (default) keeps the last 16 KiB, reported with `server_exited`; a function also gets
   * every chunk as it arrives; 'inherit' shares this process's stderr; 'ignore' discards it.
   */
  readonly stderr?: StderrOption;
}

const STDERR_TAIL_BYTES = 16 * 1024;

/** The child side of `AppServerClient.spawn`: its pipes as a transport, its exit, its stderr. */
export class ServerProcess {
  readonly transport: StdioJsonlTransport;
  private exitInfo: ServerExit | null = null;
  private readonly exitedPromise: Promise<ServerExit>;
  private stderrText = '';

  private constructor(
    private readonly child: ServerChild,
    stdin: Writable,
    private readonly stdout: Readable,
  ) {
    this.transport = new StdioJsonlTransport(stdout, stdin);
    this.exitedPromise = new Promise<ServerExit>((resolve) => {
      child.once('exit', (code: number | null, signal: NodeJS.Signals | null) => {
        this.exitInfo = { exitCode: code, signal };
        resolve(this.exitInfo);
      });
    });
  }

  static async start(command: readonly string[] | string, options: ServerProcessOptions): Promise<ServerProcess> {
    // Loaded here, not at module load: execa costs ~160 ms to import and most users of the
    // library never spawn a server.
    const { execa } = await import('execa');
    const argv = await commandArgv(command);
    const [file, ...args] = argv;
    if (file === undefined || file.length === 0) throw new AppServerClientError('spawn_failed', 'empty server command');
    const stderr = options.stderr ?? 'pipe';
    const child = execa(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: stderr === 'inherit' || stderr === 'ignore' ? stderr : 'pipe',
      // A protocol stream: nothing is collected in memory and a non-zero exit is reported by
      // the client as `server_exited`, not by a rejected promise.
      buffer: false,
      reject: false,
      // `close()` asks politely first; SIGKILL only if SIGTERM is ignored this long.
      forceKillAfterDelay: 2_000,
    });
    void child.catch(() => undefined);
    const started = await new Promise<Error | null>((resolve) => {
      child.once('spawn', () => resolve(null));
      child.once('error', (error: Error) => resolve(error));
    });
    if (started !== null || !child.stdin || !child.stdout) {
      throw new AppServerClientError('spawn_failed', `cannot start ${argv.join(' ')}: ${started?.message ?? 'no pipes'}`, { command: argv }, { cause: started ?? undefined });
    }
    const server = new ServerProcess(child, child.stdin, child.stdout);
    if (child.stderr) {
      child.stderr.on('data', (chunk: Buffer | string) => {
        const text = chunk.toString();
        server.stderrText = (server.stderrText + text).slice(-STDERR_TAIL_BYTES);
        if (typeof stderr === 'function') stderr(text);
      });
    }
    return server;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get exit(): ServerExit | null {
    return this.exitInfo;
  }

  get exited(): Promise<ServerExit> {
    return this.exitedPromise;
  }

  /** The last 16 KiB of stderr (only when stderr is piped). */
  get stderrTail(): string {
    return this.stderrText;
  }

  /** `server_exited`, saying how it ended and, from its stderr, why. */
  exitedError(exit: ServerExit): AppServerClientError {
    const why = tellingLine(this.stderrText);
    const how = exit.signal ? `signal ${exit.signal}` : `code ${String(exit.exitCode)}`;
    return new AppServerClientError('server_exited', `the server exited (${how})${why ? `: ${why}` : ''}`, {
      exitCode: exit.exitCode,
      signal: exit.signal,
      stderr: this.stderrText,
    });
  }

  /** Resolves with the exit, or null if the process is still running after `ms`. */
  async exitWithin(ms: number): Promise<ServerExit | null> {
    if (this.exitInfo) return this.exitInfo;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), ms);
    });
    const result = await Promise.race([this.exitedPromise, timeout]);
    clearTimeout(timer);
    return result;
  }

  /**
   * Stdin EOF is the server's signal to finish what it read and exit 0 (contract section 8); a
   * server still running after `graceMs` gets SIGTERM, then SIGKILL.
   */
  async stop(graceMs: number): Promise<ServerExit> {
    this.child.stdin?.end();
    // Keep draining stdout, so a server blocked on a full pipe can still reach its exit.
    this.stdout.resume();
    const exit = await this.exitWithin(graceMs);
    if (exit) return exit;
    this.child.kill('SIGTERM');
    return this.exitedPromise;
  }
}

/** What this file uses of an execa subprocess. */
interface ServerChild {
  readonly pid?: number | undefined;
  readonly stdin: Writable | null;
  once(event: 'exit', listener: (code: number | null, signal: NodeJS.Signals | null) => void): unknown;
  kill(signal?: NodeJS.Signals): boolean;
}

/**
 * The stderr line that says why a server exited: usually its last one (a configuration error),
 * but when Node itself reports an uncaught error, the last line is only Node's version and the
 * reason is the `...Error: ...` line above the stack.
 */
function tellingLine(stderr: string): string {
  const lines = stderr.split('\n').map((l) => l.trim()).filter((l) => l !== '');
  if (/^Node\.js v\d/.test(lines.at(-1) ?? '')) {
    const error = [...lines].reverse().find((l) => /^(\w+)?Error\b[^:]*: /.test(l));
    if (error !== undefined) return error;
    lines.pop();
  }
  return lines.at(-1) ?? '';
}
