/**
 * Support for the AgentTeam end-to-end tests: the built CLI (`bin/run.js agentteam ...`) spawned
 * as real processes (the local platform `agentteam dev`, the runner, the callback server,
 * `mention`, `credentials`), a small admin API client over fetch, an NDJSON runner stream read
 * with fetch, and an HTTP proxy the tests put between two processes to hold, delay or fail
 * requests.
 *
 * Every child gets an environment without NODE_EXTRA_CA_CERTS and without AGENTTEAM_* variables
 * (an inherited variable would win over the secrets file), and runs in a temporary directory (so
 * nothing is ever written to a .gitignore of this checkout).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runJs } from './cli.js';

// ------------------------------------------------------------------ temporary directories

const tempDirs: string[] = [];

export function tempDir(prefix = 'vv-agentteam-e2e-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// ------------------------------------------------------------------ processes

export interface ExitStatus {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Generous: a loaded 2-core box may be slow; nothing here should need more than a few seconds. */
export const WAIT_MS = 20_000;

const running = new Set<CliProcess>();

function childEnv(extra: Readonly<Record<string, string | undefined>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env['NODE_EXTRA_CA_CERTS'];
  for (const key of Object.keys(env)) if (key.startsWith('AGENTTEAM_')) delete env[key];
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** `node bin/run.js ...args` as a child process, with its output collected. */
export class CliProcess {
  stdout = '';
  stderr = '';
  readonly exited: Promise<ExitStatus>;
  private readonly child: ChildProcess;
  private status: ExitStatus | undefined;
  private readonly listeners: Array<() => void> = [];

  constructor(
    readonly args: readonly string[],
    options: { cwd?: string; env?: Readonly<Record<string, string | undefined>> } = {},
  ) {
    const cwd = options.cwd ?? tempDir('vv-agentteam-cwd-');
    this.child = spawn(process.execPath, [runJs, ...args], { cwd, env: childEnv(options.env), stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(this);
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stdout += chunk;
      this.notify();
    });
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk;
      this.notify();
    });
    this.exited = new Promise<ExitStatus>((resolve) => {
      this.child.once('close', (code, signal) => {
        this.status = { code, signal };
        running.delete(this);
        this.notify();
        resolve(this.status);
      });
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  get hasExited(): boolean {
    return this.status !== undefined;
  }

  private notify(): void {
    for (const listener of this.listeners.splice(0)) listener();
  }

  /** Waits until `check(stderr)` holds; fails early (with the output) when the process exits first. */
  async waitForStderr(check: (stderr: string) => boolean, what: string, timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check(this.stderr)) {
      if (this.status !== undefined) throw new Error(`${this.describe()} exited (${JSON.stringify(this.status)}) before ${what}\nstderr:\n${this.stderr}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what} from ${this.describe()}\nstderr:\n${this.stderr}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.listeners.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the n-th match of `pattern` on stderr and returns it. */
  async waitForStderrMatch(pattern: RegExp, n = 1, timeoutMs = WAIT_MS): Promise<RegExpMatchArray> {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    await this.waitForStderr((text) => [...text.matchAll(global)].length >= n, `${n} x ${pattern}`, timeoutMs);
    return [...this.stderr.matchAll(global)][n - 1]!;
  }

  /** Count of `pattern` on stderr so far. */
  countStderr(pattern: RegExp): number {
    return [...this.stderr.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))].length;
  }

  kill(signal: NodeJS.Signals): void {
    if (this.status === undefined) this.child.kill(signal);
  }

  /** Resolves with the exit status; SIGKILLs the process when it has not exited within `timeoutMs`. */
  async exit(timeoutMs = WAIT_MS): Promise<ExitStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    const outcome = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      this.kill('SIGKILL');
      throw new Error(`${this.describe()} did not exit within ${timeoutMs} ms\nstderr:\n${this.stderr}`);
    }
    return outcome;
  }

  /** Ends the process: SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 5_000): Promise<ExitStatus> {
    if (this.status !== undefined) return this.status;
    this.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
    const outcome = await Promise.race([this.exited, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      this.kill('SIGKILL');
      return this.exited;
    }
    return outcome;
  }

  describe(): string {
    return `vv-agent ${this.args.slice(0, 2).join(' ')} (pid ${this.child.pid ?? '?'})`;
  }
}

/** Runs a CLI command to its end. */
export async function runCli(args: readonly string[], options: { cwd?: string; env?: Readonly<Record<string, string | undefined>>; timeoutMs?: number } = {}): Promise<CliResult> {
  const cli = new CliProcess(args, options);
  const status = await cli.exit(options.timeoutMs ?? 60_000);
  return { code: status.code, stdout: cli.stdout, stderr: cli.stderr };
}

/** Stops every process these helpers started that is still running (each by its own pid). */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...running].map((cli) => cli.stop(3_000)));
}

// ------------------------------------------------------------------ secrets files

export function readSecrets(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match !== null) values[match[1]!] = match[2]!;
  }
  return values;
}

// ------------------------------------------------------------------ agentteam dev

export interface DevOptions {
  readonly stateDir: string;
  readonly secretsFile: string;
  readonly app: string;
  readonly transport: 'runner_stream' | 'callback';
  readonly callbackUrl?: string;
  /** Default 0 (a free port). */
  readonly port?: number;
  readonly leaseSeconds?: number;
  readonly retryBackoffMs?: number;
}

export interface DevProcess {
  readonly process: CliProcess;
  readonly baseUrl: string;
  readonly port: number;
  /** The secrets file as the platform wrote it. */
  readonly secrets: Record<string, string>;
  readonly admin: AdminApi;
}

/** `agentteam dev --port P --state-dir D --app NAME --transport T ...`, ready (listening line seen). */
export async function startDev(options: DevOptions): Promise<DevProcess> {
  const args = [
    'agentteam', 'dev',
    '--port', String(options.port ?? 0),
    '--state-dir', options.stateDir,
    '--app', options.app,
    '--transport', options.transport,
    ...(options.callbackUrl !== undefined ? ['--callback-url', options.callbackUrl] : []),
    '--secrets-file', options.secretsFile,
    '--retry-backoff-ms', String(options.retryBackoffMs ?? 50),
    '--lease-seconds', String(options.leaseSeconds ?? 2),
  ];
  const dev = new CliProcess(args);
  const match = await dev.waitForStderrMatch(/listening on (http:\/\/[^\s]+)/);
  const baseUrl = match[1]!;
  const secrets = readSecrets(options.secretsFile);
  return {
    process: dev,
    baseUrl,
    port: Number(new URL(baseUrl).port),
    secrets,
    admin: new AdminApi(baseUrl, secrets['AGENTTEAM_WORKSPACE_ID']!, secrets['AGENTTEAM_USER_TOKEN']!),
  };
}

// ------------------------------------------------------------------ admin API

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
}

/** The platform's admin API as one user (default: the owner of the dev workspace). */
export class AdminApi {
  constructor(
    readonly baseUrl: string,
    readonly workspaceId: string,
    readonly token: string,
  ) {}

  get w(): string {
    return `/api/v1/workspaces/${this.workspaceId}`;
  }

  withToken(token: string): AdminApi {
    return new AdminApi(this.baseUrl, this.workspaceId, token);
  }

  async call<T = any>(method: string, path: string, body?: unknown, token: string | undefined = this.token): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
  }

  /** A call that must succeed with `status`. */
  async ok<T = any>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
    const response = await this.call<T>(method, path, body);
    if (response.status !== status) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  async channelByName(name: string): Promise<{ channelId: string; name: string }> {
    const { channels } = await this.ok<{ channels: Array<{ channelId: string; name: string }> }>('GET', `${this.w}/channels`);
    const channel = channels.find((c) => c.name === name || c.name === `#${name}`);
    if (channel === undefined) throw new Error(`no channel ${name} in ${JSON.stringify(channels)}`);
    return channel;
  }

  async appByName(name: string): Promise<any> {
    const { apps } = await this.ok<{ apps: any[] }>('GET', `${this.w}/apps?name=${encodeURIComponent(name)}`);
    const app = apps.find((a) => a.name === name);
    if (app === undefined) throw new Error(`no App ${name}`);
    return app;
  }

  /** Every message of a channel, oldest first. */
  async messages(channelId: string): Promise<any[]> {
    const all: any[] = [];
    let afterSeq = 0;
    for (;;) {
      const { messages } = await this.ok<{ messages: any[] }>('GET', `${this.w}/channels/${channelId}/messages?afterSeq=${afterSeq}&limit=500`);
      all.push(...messages);
      if (messages.length < 500) return all;
      afterSeq = messages[messages.length - 1].seq;
    }
  }

  /** The visible replies written for `deliveryId`, in channel order. */
  async repliesOf(channelId: string, deliveryId: string): Promise<string[]> {
    return (await this.messages(channelId)).filter((m) => m.source?.deliveryId === deliveryId).map((m) => m.text as string);
  }

  delivery(deliveryId: string): Promise<any> {
    return this.ok('GET', `${this.w}/deliveries/${deliveryId}`);
  }

  async waitForDelivery(deliveryId: string, done: (delivery: any) => boolean, what: string, timeoutMs = WAIT_MS): Promise<any> {
    return waitFor(async () => {
      const delivery = await this.delivery(deliveryId);
      return done(delivery) ? delivery : undefined;
    }, what, timeoutMs);
  }

  /** Waits until the delivery is completed, failed or canceled. */
  waitForTerminal(deliveryId: string, timeoutMs = WAIT_MS): Promise<any> {
    return this.waitForDelivery(deliveryId, (d) => ['completed', 'failed', 'canceled'].includes(d.status), `delivery ${deliveryId} to end`, timeoutMs);
  }

  /** Posts `@NAME text` with its mention range; returns the delivery id. */
  async mention(channelId: string, app: { name: string; serviceMemberId: string }, text: string): Promise<{ deliveryId: string; messageId: string }> {
    const handle = `@${app.name}`;
    const body = await this.ok('POST', `${this.w}/channels/${channelId}/messages`, {
      text: `${handle} ${text}`,
      mentions: [{ type: 'service', serviceMemberId: app.serviceMemberId, range: { start: 0, end: [...handle].length } }],
    }, 201);
    if (body.deliveries.length !== 1) throw new Error(`expected one delivery: ${JSON.stringify(body)}`);
    return { deliveryId: body.deliveries[0].deliveryId, messageId: body.message.messageId };
  }

  /** An App created directly by the owner, added to `channelId`; answers its one-time credentials. */
  async createApp(name: string, channelId: string, transports: string[] = ['runner_stream'], callbackUrl?: string): Promise<any> {
    const created = await this.ok('POST', `${this.w}/apps`, { name, transports, ...(callbackUrl !== undefined ? { callbackUrl } : {}) }, 201);
    await this.ok('POST', `${this.w}/channels/${channelId}/apps`, { installationId: created.app.installationId });
    return { ...created.app, ...created.credentials };
  }
}

/** Polls `probe` until it returns something other than undefined (generous bound, 50 ms apart). */
export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ------------------------------------------------------------------ runner stream over fetch

/** A runner stream read directly with fetch: records each NDJSON line; never acks anything. */
export class RawStream {
  readonly events: any[] = [];
  private ended = false;

  private constructor(
    private readonly controller: AbortController,
    readonly status: number,
  ) {}

  static async open(baseUrl: string, workspaceId: string, token: string, runnerId: string): Promise<RawStream> {
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/v1/workspaces/${workspaceId}/app-runtime/stream?runnerId=${encodeURIComponent(runnerId)}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const stream = new RawStream(controller, response.status);
    if (response.body !== null) void stream.pump(response.body);
    return stream;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (line !== '') this.events.push(JSON.parse(line));
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
  }

  get deliveries(): any[] {
    return this.events.filter((e) => e.type === 'delivery').map((e) => e.envelope);
  }

  get isEnded(): boolean {
    return this.ended;
  }

  close(): void {
    this.controller.abort();
  }
}

// ------------------------------------------------------------------ a proxy between two processes

export interface ProxiedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

/**
 * What to do with a request: forward it (after an optional delay), answer it here, or hold it
 * until the client goes away. `after` runs once the request has been answered (for a late
 * forward, say).
 */
export type ProxyDecision =
  | { readonly kind: 'forward'; readonly delayMs?: number }
  | { readonly kind: 'answer'; readonly status: number; readonly body?: string; readonly after?: () => void | Promise<void> }
  | { readonly kind: 'hold' };

/**
 * A tiny HTTP proxy to `target()` (read per request, so the target may change). Bodies of
 * requests are buffered; responses (also the NDJSON runner stream) are piped as they arrive. When
 * the client goes away the upstream request is destroyed, so a killed runner's stream drops on the
 * platform as well.
 */
export class TestProxy {
  readonly seen: ProxiedRequest[] = [];
  decide: (request: ProxiedRequest) => ProxyDecision | Promise<ProxyDecision> = () => ({ kind: 'forward' });
  private server!: Server;
  url = '';

  constructor(private readonly target: () => string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: ProxiedRequest = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
    this.seen.push(request);
    let clientGone = false;
    res.on('close', () => (clientGone = true));
    const decision = await this.decide(request);
    if (decision.kind === 'hold') return;
    if (decision.kind === 'answer') {
      res.writeHead(decision.status, { 'content-type': 'application/json' });
      res.end(decision.body ?? '{"error":{"code":"proxy","message":"answered by the test proxy"}}');
      if (decision.after !== undefined) await decision.after();
      return;
    }
    if (decision.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
    if (clientGone) return;
    this.forward(request, res);
  }

  private forward(request: ProxiedRequest, res: ServerResponse): void {
    const target = new URL(this.target());
    const headers = { ...request.headers, host: target.host };
    delete headers['content-length'];
    delete headers['connection'];
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...headers, ...(request.body.length > 0 ? { 'content-length': String(request.body.length) } : {}) } },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        res.flushHeaders();
        upstreamRes.on('data', (chunk: Buffer) => res.write(chunk));
        upstreamRes.on('end', () => res.end());
        upstreamRes.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    upstream.end(request.body);
  }

  /** Sends a request received earlier to the target again (a late or repeated delivery). */
  async replay(request: ProxiedRequest): Promise<number> {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(key)) headers[key] = value;
    }
    const response = await fetch(`${this.target()}${request.url}`, { method: request.method, headers, ...(request.body.length > 0 ? { body: new Uint8Array(request.body) } : {}) });
    await response.arrayBuffer();
    return response.status;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
