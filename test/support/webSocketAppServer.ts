// `bin/run.js app-server --listen ws://...` as a child process: its URL and token read from the
// stderr lines it prints when ready, stopped with SIGTERM as a supervisor would.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SETTINGS, DEFAULT_WAIT_MS, type ExitStatus } from './appServerProcess.js';
import { projectRoot, runJs } from './cli.js';

export interface WebSocketServerOptions {
  /** Default ws://127.0.0.1:0 (any free port). */
  readonly listen?: string;
  readonly token?: string;
  readonly allowedOrigins?: readonly string[];
  /** Default config/settings.example.json. */
  readonly settings?: string;
  readonly model?: string;
  readonly env?: Readonly<Record<string, string>>;
}

export class WebSocketAppServerProcess {
  readonly exited: Promise<ExitStatus>;
  private stderrText = '';

  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly home: string,
  ) {
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (this.stderrText += chunk));
    child.stdout.resume();
    this.exited = new Promise<ExitStatus>((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
  }

  /** Spawns the server and waits for its `listening on ws://...` line. */
  static async start(options: WebSocketServerOptions = {}): Promise<WebSocketAppServerProcess> {
    const home = mkdtempSync(join(tmpdir(), 'vv-app-server-ws-'));
    const args = [
      runJs,
      'app-server',
      '--listen',
      options.listen ?? 'ws://127.0.0.1:0',
      '--settings',
      options.settings ?? DEFAULT_SETTINGS,
      '--backend',
      'scripted',
      '--model',
      options.model ?? 'scripted-default',
      '--ephemeral',
      ...(options.token !== undefined ? ['--ws-token', options.token] : []),
      ...(options.allowedOrigins ?? []).flatMap((origin) => ['--allowed-origin', origin]),
    ];
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', VV_AGENT_HOME: home, ...options.env };
    delete env['NODE_EXTRA_CA_CERTS'];
    if (options.env?.['VV_AGENT_WS_TOKEN'] === undefined) delete env['VV_AGENT_WS_TOKEN'];
    const server = new WebSocketAppServerProcess(spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['pipe', 'pipe', 'pipe'] }), home);
    await server.waitForStderr(/listening on ws:\/\/\S+/);
    return server;
  }

  get stderr(): string {
    return this.stderrText;
  }

  /** The URL the server printed. */
  get url(): string {
    const match = /listening on (ws:\/\/\S+)/.exec(this.stderrText);
    if (!match?.[1]) throw new Error(`no listening line in: ${this.stderrText}`);
    return match[1];
  }

  /** The generated token the server printed (null when it was given one). */
  get printedToken(): string | null {
    return /WebSocket token \(generated[^)]*\): (\S+)/.exec(this.stderrText)?.[1] ?? null;
  }

  /** Resolves once stderr matches, or rejects when the process exits first or after the wait. */
  async waitForStderr(pattern: RegExp, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let exited = false;
    void this.exited.then(() => (exited = true));
    while (!pattern.test(this.stderrText)) {
      if (exited) throw new Error(`the server exited before ${String(pattern)}; stderr:\n${this.stderrText}`);
      if (Date.now() > deadline) throw new Error(`no ${String(pattern)} on stderr within ${timeoutMs} ms:\n${this.stderrText}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** SIGTERM, and the exit it leads to. */
  async stop(): Promise<ExitStatus> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
    const status = await this.exited;
    rmSync(this.home, { recursive: true, force: true });
    return status;
  }
}
