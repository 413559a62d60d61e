/**
 * A desktop-app-like client of the real App Server: spawns the built CLI (`bin/run.js app-server
 * ...`), writes JSONL to its stdin and reads its stdout line by line.
 *
 * Every stdout line is checked as it arrives: it must be UTF-8 JSON, carry `"jsonrpc":"2.0"`,
 * validate against the generated `JsonRpcMessage` schema, and validate against the declaration of
 * what it is: a notification against `ServerNotification`, a server request against
 * `ServerRequest`, and a result against the result type of the method we sent under that id
 * (from the generated method table). A response to an id we never sent is a violation as well.
 * Each line is also checked against the reference implementation's published (closed) schemas,
 * as a client generated from them would (contract section 3).
 * Failures are collected in `violations` (never thrown from the reader) so that each test can
 * assert there are none.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientRequestMethods } from '../../generated/app-server/methods.js';
import {
  validateJsonRpcMessage,
  validateServerNotification,
  validateServerRequest,
  type SchemaValidationError,
  type Validator,
} from '../../generated/app-server/validators.js';
import { projectRoot, runJs } from './cli.js';
import { referenceProblems } from './referenceSchemas.js';

/** One message the server wrote (any JSON value; well-formed ones are objects). */
export type WireMessage = Record<string, unknown> & {
  id?: unknown;
  method?: string;
  params?: any;
  result?: any;
  error?: { code: number; message: string; data?: any };
};

export interface AppServerSpawnOptions {
  /** Replaces the whole argument list after `app-server` (for CLI error tests). */
  readonly rawArgs?: readonly string[];
  readonly settings?: string;
  readonly backend?: string;
  readonly model?: string;
  readonly timeoutSeconds?: number | string;
  /** Thread store directory; default: a fresh temporary directory (also VV_AGENT_HOME). */
  readonly stateDir?: string;
  readonly ephemeral?: boolean;
  /** Extra environment; `undefined` values remove a variable. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Working directory of the server (thread cwds resolve against it). Default: the project root. */
  readonly cwd?: string;
  /** Appended to the generated arguments (e.g. `--mcp-config FILE`); ignored with rawArgs. */
  readonly extraArgs?: readonly string[];
}

export interface ExitStatus {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

interface Waiter {
  readonly predicate: (message: WireMessage) => boolean;
  readonly resolve: (message: WireMessage) => void;
}

/** Generous: a loaded 2-core CI box may be slow, and nothing here should take more than a second. */
export const DEFAULT_WAIT_MS = 20_000;

export const DEFAULT_SETTINGS = join(projectRoot, 'config', 'settings.example.json');

function describeErrors(errors: readonly SchemaValidationError[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params ?? {})}`)
    .join('; ');
}

function excerpt(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}

function idKey(id: unknown): string {
  return JSON.stringify(id);
}

export class AppServerProcess {
  /** Every message read from stdout, in order (consumed or not). */
  readonly log: WireMessage[] = [];
  /** Schema and envelope violations found on stdout, with the offending line. */
  readonly violations: string[] = [];
  /** A fresh temporary directory owned by this process (VV_AGENT_HOME, default state dir). */
  readonly home: string;
  readonly exited: Promise<ExitStatus>;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly backlog: WireMessage[] = [];
  private readonly waiters: Waiter[] = [];
  private readonly sentMethods = new Map<string, string>();
  private stdoutBuffer: Buffer[] = [];
  private stderrText = '';
  private nextRequestId = 1;
  private exitStatus: ExitStatus | null = null;
  private readonly exitListeners: Array<() => void> = [];
  private readonly ownsHome: boolean;

  private constructor(options: AppServerSpawnOptions) {
    this.home = mkdtempSync(join(tmpdir(), 'vv-app-server-e2e-'));
    this.ownsHome = true;
    const args = options.rawArgs ?? [
      '--listen',
      'stdio',
      '--settings',
      options.settings ?? DEFAULT_SETTINGS,
      '--backend',
      options.backend ?? 'scripted',
      '--model',
      options.model ?? 'scripted-default',
      ...(options.timeoutSeconds !== undefined ? ['--timeout-seconds', String(options.timeoutSeconds)] : []),
      ...(options.ephemeral ? ['--ephemeral'] : ['--state-dir', options.stateDir ?? this.home]),
      ...(options.extraArgs ?? []),
    ];
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', VV_AGENT_HOME: this.home };
    delete env['NODE_EXTRA_CA_CERTS'];
    delete env['VV_AGENT_APPROVAL_TIMEOUT_MS'];
    for (const [key, value] of Object.entries(options.env ?? {})) {
      if (value === undefined) delete env[key];
      else env[key] = value;
    }
    this.child = spawn(process.execPath, [runJs, 'app-server', ...args], {
      cwd: options.cwd ?? projectRoot,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout.on('data', (chunk: Buffer) => this.onStdout(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => (this.stderrText += chunk));
    // A server that exits (or is killed) while we write must not crash the test runner with EPIPE.
    this.child.stdin.on('error', () => undefined);
    this.exited = new Promise<ExitStatus>((resolve) => {
      this.child.on('close', (code, signal) => {
        this.onStdoutEnd();
        this.exitStatus = { code, signal };
        for (const listener of this.exitListeners.splice(0)) listener();
        resolve({ code, signal });
      });
    });
  }

  /** Spawns `node bin/run.js app-server ...`. */
  static start(options: AppServerSpawnOptions = {}): AppServerProcess {
    return new AppServerProcess(options);
  }

  /** Spawns, sends `initialize` (asserting success) and the `initialized` notification. */
  static async started(options: AppServerSpawnOptions = {}, capabilities?: Record<string, unknown>): Promise<AppServerProcess> {
    const server = AppServerProcess.start(options);
    await server.initialize(capabilities);
    return server;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get stderr(): string {
    return this.stderrText;
  }

  get hasExited(): boolean {
    return this.exitStatus !== null;
  }

  async initialize(capabilities?: Record<string, unknown>): Promise<unknown> {
    const result = await this.call('initialize', {
      clientInfo: { name: 'vv-agent-e2e', version: '0.0.1' },
      ...(capabilities !== undefined ? { capabilities } : {}),
    });
    void this.notify('initialized');
    return result;
  }

  // --- writing --------------------------------------------------------------------------------

  /** Writes raw bytes as they are (add the newline yourself); resolves once the pipe took them. */
  sendRaw(data: string | Buffer): Promise<void> {
    this.rememberRequestIds(data);
    return new Promise<void>((resolve, reject) => {
      if (this.child.stdin.destroyed || this.child.stdin.writableEnded) {
        reject(new Error('stdin is closed'));
        return;
      }
      this.child.stdin.write(data, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Writes one message as a JSON line; remembers request ids so that results can be validated. */
  send(message: unknown): Promise<void> {
    return this.sendRaw(`${JSON.stringify(message)}\n`);
  }

  /** Requests in raw input (one JSON value per line), so that their results can be validated. */
  private rememberRequestIds(data: string | Buffer): void {
    if (data.length > 1024 * 1024) {
      // A huge line: look for a leading `"id":..., "method":"..."` only.
      const head = (typeof data === 'string' ? data.slice(0, 4096) : data.subarray(0, 4096).toString('utf8'));
      const match = /"id":("[^"]*"|-?\d+),"method":"([^"]+)"/.exec(head);
      if (match) this.sentMethods.set(idKey(JSON.parse(match[1] as string)), match[2] as string);
      return;
    }
    const text = typeof data === 'string' ? data : data.toString('utf8');
    for (const line of text.split('\n')) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        continue;
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const m = value as Record<string, unknown>;
      if (typeof m['method'] === 'string' && 'id' in m) this.sentMethods.set(idKey(m['id']), m['method']);
    }
  }

  /** Sends a request with an automatic integer id and resolves with the whole response message. */
  async request(method: string, params?: unknown, options: { timeoutMs?: number; id?: string | number } = {}): Promise<WireMessage> {
    const id = options.id ?? this.nextRequestId++;
    const response = this.waitFor((m) => m.method === undefined && idKey(m.id) === idKey(id) && ('result' in m || 'error' in m), {
      timeoutMs: options.timeoutMs ?? DEFAULT_WAIT_MS,
      what: `response to ${method} (id ${idKey(id)})`,
    });
    await this.send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
    return response;
  }

  /** A request that must succeed: resolves with its result, throws with the error otherwise. */
  async call(method: string, params?: unknown, options: { timeoutMs?: number } = {}): Promise<any> {
    const response = await this.request(method, params, options);
    if ('error' in response) throw new Error(`${method} failed: ${JSON.stringify(response.error)}`);
    return response.result;
  }

  /** A request that must fail: resolves with its error object, throws when it succeeded. */
  async callError(method: string, params?: unknown, options: { timeoutMs?: number } = {}): Promise<NonNullable<WireMessage['error']>> {
    const response = await this.request(method, params, options);
    if (!('error' in response) || response.error === undefined) throw new Error(`${method} unexpectedly succeeded: ${JSON.stringify(response.result)}`);
    return response.error;
  }

  notify(method: string, params?: unknown): Promise<void> {
    return this.send(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  /** Answers a server request (e.g. `approval/request`) by its id. */
  answer(id: unknown, result: unknown): Promise<void> {
    return this.send({ jsonrpc: '2.0', id, result });
  }

  /** Answers a server request with a JSON-RPC error. */
  answerError(id: unknown, code: number, message: string, data?: unknown): Promise<void> {
    return this.send({ jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } });
  }

  // --- reading --------------------------------------------------------------------------------

  /**
   * The first unconsumed message matching `predicate` (already read or still to come); it is
   * consumed. Rejects after `timeoutMs`, or when the process exits before such a message arrived.
   */
  waitFor(predicate: (message: WireMessage) => boolean, options: { timeoutMs?: number; what?: string } = {}): Promise<WireMessage> {
    const index = this.backlog.findIndex(predicate);
    if (index !== -1) return Promise.resolve(this.backlog.splice(index, 1)[0] as WireMessage);
    const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_MS;
    return new Promise<WireMessage>((resolve, reject) => {
      const fail = (why: string): void => {
        remove();
        const recent = this.log.slice(-8).map((m) => excerpt(JSON.stringify(m), 400));
        reject(
          new Error(
            `${why} while waiting for ${options.what ?? 'a message'}.\nLast messages:\n${recent.join('\n')}\nstderr: ${excerpt(this.stderrText, 2000)}`,
          ),
        );
      };
      const timer = setTimeout(() => fail(`timed out after ${timeoutMs} ms`), timeoutMs);
      const onExit = (): void => fail(`the server exited (${JSON.stringify(this.exitStatus)})`);
      const waiter: Waiter = {
        predicate,
        resolve: (message) => {
          remove();
          resolve(message);
        },
      };
      const remove = (): void => {
        clearTimeout(timer);
        const at = this.waiters.indexOf(waiter);
        if (at !== -1) this.waiters.splice(at, 1);
        const listenerAt = this.exitListeners.indexOf(onExit);
        if (listenerAt !== -1) this.exitListeners.splice(listenerAt, 1);
      };
      this.waiters.push(waiter);
      if (this.exitStatus !== null) onExit();
      else this.exitListeners.push(onExit);
    });
  }

  /** The next unconsumed message, whatever it is. */
  nextMessage(options: { timeoutMs?: number } = {}): Promise<WireMessage> {
    return this.waitFor(() => true, { ...options, what: 'the next message' });
  }

  /** A notification of `method` whose params match `where` (shallow equality on the given keys). */
  waitForNotification(method: string, where: Record<string, unknown> = {}, options: { timeoutMs?: number } = {}): Promise<WireMessage> {
    return this.waitFor(
      (m) => m.method === method && !('id' in m) && Object.entries(where).every(([k, v]) => m.params?.[k] === v),
      { ...options, what: `${method} ${JSON.stringify(where)}` },
    );
  }

  /** A server request of `method` (e.g. `approval/request`) whose params match `where`. */
  waitForServerRequest(method: string, where: Record<string, unknown> = {}, options: { timeoutMs?: number } = {}): Promise<WireMessage> {
    return this.waitFor(
      (m) => m.method === method && 'id' in m && Object.entries(where).every(([k, v]) => m.params?.[k] === v),
      { ...options, what: `server request ${method} ${JSON.stringify(where)}` },
    );
  }

  /** Position in `log`, to slice what arrived after it with `since`. */
  mark(): number {
    return this.log.length;
  }

  since(mark: number): WireMessage[] {
    return this.log.slice(mark);
  }

  /** Forgets unconsumed messages (they stay in `log`). */
  discardBacklog(): void {
    this.backlog.length = 0;
  }

  /** Unconsumed messages, for assertions that something did NOT arrive. */
  pendingMessages(): readonly WireMessage[] {
    return this.backlog;
  }

  /** Stops reading stdout (the server then meets backpressure once the pipe is full). */
  pauseReading(): void {
    this.child.stdout.pause();
  }

  resumeReading(): void {
    this.child.stdout.resume();
  }

  // --- lifecycle ------------------------------------------------------------------------------

  /** Ends stdin (EOF) and waits for the exit. */
  async close(options: { timeoutMs?: number } = {}): Promise<ExitStatus> {
    if (!this.child.stdin.writableEnded) this.child.stdin.end();
    return this.waitExit(options.timeoutMs ?? DEFAULT_WAIT_MS);
  }

  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<ExitStatus> {
    if (this.exitStatus === null) this.child.kill(signal);
    return this.waitExit(DEFAULT_WAIT_MS);
  }

  /** Waits for the exit without touching stdin; rejects after `timeoutMs`. */
  waitExit(timeoutMs = DEFAULT_WAIT_MS): Promise<ExitStatus> {
    return new Promise<ExitStatus>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not exit within ${timeoutMs} ms; stderr: ${excerpt(this.stderrText, 2000)}`)), timeoutMs);
      void this.exited.then((status) => {
        clearTimeout(timer);
        resolve(status);
      });
    });
  }

  /** For afterAll: kills the process if it still runs and removes its temporary home. */
  async dispose(): Promise<void> {
    if (this.exitStatus === null) {
      this.child.kill('SIGKILL');
      await this.exited;
    }
    if (this.ownsHome) rmSync(this.home, { recursive: true, force: true });
  }

  // --- stdout ---------------------------------------------------------------------------------

  private onStdout(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      if (newline === -1) break;
      const line = Buffer.concat([...this.stdoutBuffer, chunk.subarray(start, newline)]);
      this.stdoutBuffer = [];
      this.onLine(line);
      start = newline + 1;
    }
    if (start < chunk.length) this.stdoutBuffer.push(Buffer.from(chunk.subarray(start)));
  }

  private onStdoutEnd(): void {
    if (this.stdoutBuffer.length === 0) return;
    const rest = Buffer.concat(this.stdoutBuffer);
    this.stdoutBuffer = [];
    this.violations.push(`stdout ended with an unterminated line: ${excerpt(rest.toString('utf8'))}`);
    if (rest.toString('utf8').trim() !== '') this.onLine(rest);
  }

  private onLine(bytes: Buffer): void {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      this.violations.push(`stdout line is not UTF-8: ${excerpt(bytes.toString('latin1'))}`);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.violations.push(`stdout line is not JSON: ${excerpt(text)}`);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.violations.push(`stdout line is not a JSON object: ${excerpt(text)}`);
      return;
    }
    const message = value as WireMessage;
    this.check(message, text);
    this.log.push(message);
    const waiter = this.waiters.find((w) => w.predicate(message));
    if (waiter) waiter.resolve(message);
    else this.backlog.push(message);
  }

  private check(message: WireMessage, line: string): void {
    const problem = (what: string): void => {
      this.violations.push(`${what}: ${excerpt(line)}`);
    };
    if (message['jsonrpc'] !== '2.0') problem('missing or wrong "jsonrpc"');
    if (!validateJsonRpcMessage(message)) problem(`not a valid JsonRpcMessage (${describeErrors(validateJsonRpcMessage.errors)})`);
    const answered = typeof message.method === 'string' ? undefined : this.sentMethods.get(idKey(message.id));
    for (const found of referenceProblems(message, answered)) problem(found);
    const hasId = 'id' in message;
    if (typeof message.method === 'string') {
      if (hasId) {
        if (!validateServerRequest(message)) problem(`invalid ServerRequest (${describeErrors(validateServerRequest.errors)})`);
      } else if (!validateServerNotification(message)) {
        problem(`invalid ServerNotification (${describeErrors(validateServerNotification.errors)})`);
      }
      return;
    }
    if ('result' in message) {
      const method = this.sentMethods.get(idKey(message.id));
      if (method === undefined) {
        problem('a result for an id that was never sent');
        return;
      }
      const spec = (clientRequestMethods as Record<string, { result: Validator<unknown> | null }>)[method];
      if (spec === undefined) {
        problem(`a result for unknown method ${method}`);
        return;
      }
      if (spec.result !== null && !spec.result(message.result)) problem(`invalid result of ${method} (${describeErrors(spec.result.errors)})`);
    }
  }
}
