/**
 * Test support for the local AgentTeam platform: a platform started in-process on port 0 with a
 * temporary state directory, a small HTTP client, and an NDJSON reader over fetch for the runner
 * stream. Everything goes over real HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateRunnerStreamEvent } from '../../../../generated/agentteam/validators.js';
import type { DeliveryEnvelope, RunnerStreamEvent } from '../../../../generated/agentteam/types.js';
import { startDevPlatform, type DevPlatform, type DevPlatformOptions } from '../../../../src/lib/agentteam/dev/index.js';
import { afterAll, afterEach, beforeAll } from 'vitest';

const tempDirs: string[] = [];

export function tempDir(prefix = 'agentteam-dev-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface TestPlatform {
  readonly platform: DevPlatform;
  readonly api: Api;
  readonly stateDir: string;
  readonly logs: string[];
}

/** Fast defaults: short backoff and tick; no rate limit unless asked for. */
export async function startTestPlatform(options: Partial<DevPlatformOptions> = {}): Promise<TestPlatform> {
  const logs: string[] = [];
  const stateDir = options.stateDir ?? tempDir();
  const platform = await startDevPlatform({
    host: '127.0.0.1',
    port: 0,
    retryBackoffMs: 30,
    leaseSeconds: 30,
    tickMs: 20,
    rateLimit: false,
    log: (line) => logs.push(line),
    ...options,
    stateDir,
  });
  return { platform, api: new Api(platform.baseUrl), stateDir, logs };
}

export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async call<T = any>(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string } = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (options.rawBody !== undefined) body = options.rawBody;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T, headers: response.headers };
  }

  get<T = any>(path: string, token?: string): Promise<ApiResponse<T>> {
    return this.call<T>('GET', path, token !== undefined ? { token } : {});
  }

  post<T = any>(path: string, token: string | undefined, body?: unknown): Promise<ApiResponse<T>> {
    return this.call<T>('POST', path, { ...(token !== undefined ? { token } : {}), ...(body !== undefined ? { body } : {}) });
  }
}

export interface World {
  readonly ownerToken: string;
  readonly ownerId: string;
  readonly workspaceId: string;
  readonly channelId: string;
  readonly w: string;
}

/** An owner, a workspace and a channel `#ops`. */
export async function createWorld(api: Api): Promise<World> {
  const owner = await api.post('/api/v1/users', undefined, { name: 'Alice' });
  const workspace = await api.post('/api/v1/workspaces', owner.body.token, { name: 'acme' });
  const w = `/api/v1/workspaces/${workspace.body.workspaceId}`;
  const channel = await api.post(`${w}/channels`, owner.body.token, { name: 'ops' });
  return { ownerToken: owner.body.token, ownerId: owner.body.user.userId, workspaceId: workspace.body.workspaceId, channelId: channel.body.channelId, w };
}

export interface TestApp {
  readonly installationId: string;
  readonly serviceMemberId: string;
  readonly name: string;
  readonly runnerToken?: string;
  readonly callbackSigningSecret?: string;
}

/** An App created directly by the owner and added to the world's channel. */
export async function createApp(api: Api, world: World, name: string, transports: string[] = ['runner_stream'], callbackUrl?: string): Promise<TestApp> {
  const created = await api.post(`${world.w}/apps`, world.ownerToken, { name, transports, ...(callbackUrl !== undefined ? { callbackUrl } : {}) });
  if (created.status !== 201) throw new Error(`createApp: ${created.status} ${JSON.stringify(created.body)}`);
  const app = created.body.app;
  const joined = await api.post(`${world.w}/channels/${world.channelId}/apps`, world.ownerToken, { installationId: app.installationId });
  if (joined.status !== 200) throw new Error(`join: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { installationId: app.installationId, serviceMemberId: app.serviceMemberId, name, ...created.body.credentials };
}

/** Posts `@name text` with its mention range; returns the post response body. */
export async function mention(api: Api, world: World, app: TestApp, text: string, extra: Record<string, unknown> = {}): Promise<any> {
  const handle = `@${app.name}`;
  const response = await api.post(`${world.w}/channels/${world.channelId}/messages`, world.ownerToken, {
    text: `${handle} ${text}`,
    mentions: [{ type: 'service', serviceMemberId: app.serviceMemberId, range: { start: 0, end: [...handle].length } }],
    ...extra,
  });
  if (response.status !== 201) throw new Error(`mention: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function deliveryOf(api: Api, world: World, deliveryId: string): Promise<any> {
  return (await api.get(`${world.w}/deliveries/${deliveryId}`, world.ownerToken)).body;
}

/** Polls `probe` until it returns a value other than undefined (generous bound). */
export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function waitForDeliveryStatus(api: Api, world: World, deliveryId: string, status: string, timeoutMs = 10_000): Promise<any> {
  return waitFor(async () => {
    const delivery = await deliveryOf(api, world, deliveryId);
    return delivery.status === status ? delivery : undefined;
  }, timeoutMs, `delivery ${deliveryId} to be ${status}`);
}

/** A runner stream read with fetch, line by line; every line is checked against the schema. */
export class StreamReader {
  private readonly lines: RunnerStreamEvent[] = [];
  private readonly waiters: (() => void)[] = [];
  private buffer = '';
  private ended = false;
  readonly invalid: string[] = [];

  private constructor(
    private readonly controller: AbortController,
    readonly status: number,
    readonly contentType: string | null,
  ) {}

  static async open(baseUrl: string, workspaceId: string, token: string, runnerId?: string): Promise<StreamReader> {
    const controller = new AbortController();
    const query = runnerId !== undefined ? `?runnerId=${encodeURIComponent(runnerId)}` : '';
    const response = await fetch(`${baseUrl}/api/v1/workspaces/${workspaceId}/app-runtime/stream${query}`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    const reader = new StreamReader(controller, response.status, response.headers.get('content-type'));
    if (response.body !== null) void reader.pump(response.body);
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        this.buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = this.buffer.indexOf('\n')) >= 0) {
          const line = this.buffer.slice(0, newline);
          this.buffer = this.buffer.slice(newline + 1);
          if (line.trim() === '') continue;
          const event = JSON.parse(line) as unknown;
          if (!validateRunnerStreamEvent(event)) this.invalid.push(line);
          this.lines.push(event as RunnerStreamEvent);
          this.notify();
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.notify();
  }

  private notify(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Every event read so far. */
  get events(): readonly RunnerStreamEvent[] {
    return this.lines;
  }

  get deliveries(): DeliveryEnvelope[] {
    return this.lines.filter((e): e is Extract<RunnerStreamEvent, { type: 'delivery' }> => e.type === 'delivery').map((e) => e.envelope);
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Waits for the n-th (1-based) delivery line. */
  async delivery(n = 1, timeoutMs = 10_000): Promise<DeliveryEnvelope> {
    const deadline = Date.now() + timeoutMs;
    while (this.deliveries.length < n) {
      if (this.ended) throw new Error(`stream ended after ${this.deliveries.length} deliveries`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for delivery #${n}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.deliveries[n - 1]!;
  }

  /** Waits for the first delivery line of `deliveryId` (or one whose attempt is not in `except`). */
  async deliveryOf(deliveryId: string, except: readonly string[] = [], timeoutMs = 10_000): Promise<DeliveryEnvelope> {
    const find = (): DeliveryEnvelope | undefined => this.deliveries.find((d) => d.deliveryId === deliveryId && !except.includes(d.attemptId));
    return waitFor(() => find(), timeoutMs, `a delivery line for ${deliveryId}`);
  }

  async until(predicate: (events: readonly RunnerStreamEvent[]) => boolean, timeoutMs = 10_000): Promise<void> {
    await waitFor(() => (predicate(this.lines) ? true : undefined), timeoutMs, 'stream condition');
  }

  close(): void {
    this.controller.abort();
  }
}

/** Runtime API paths of a delivery. */
export function runtimePath(world: World, deliveryId: string, action: 'reply' | 'ack' | 'fail' | 'context'): string {
  return `${world.w}/app-runtime/deliveries/${deliveryId}/${action}`;
}

/**
 * A minimal App on the runner stream, enough to drive the platform: `echo <text>` replies text,
 * `progress <n>` replies `progress i/n` n times then `done`, `fail <code>` fails, `hang` does
 * nothing. Replies carry delivery-derived idempotency keys; ack comes after the last reply.
 */
export class MiniRunner {
  private stopped = false;
  private stream!: StreamReader;
  private handled = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly workspaceId: string,
    private readonly token: string,
  ) {}

  async start(): Promise<this> {
    this.stream = await StreamReader.open(this.baseUrl, this.workspaceId, this.token, 'mini');
    if (this.stream.status !== 200) throw new Error(`stream answered ${this.stream.status}`);
    await new Api(this.baseUrl).post(`/api/v1/workspaces/${this.workspaceId}/app-runtime/heartbeat`, this.token, { runnerId: 'mini', capabilities: { maxConcurrency: 4 } });
    void this.loop();
    return this;
  }

  private async loop(): Promise<void> {
    const api = new Api(this.baseUrl);
    const base = `/api/v1/workspaces/${this.workspaceId}/app-runtime/deliveries`;
    while (!this.stopped) {
      let envelope: DeliveryEnvelope;
      try {
        envelope = await this.stream.delivery(this.handled + 1, 60_000);
      } catch {
        return;
      }
      this.handled += 1;
      const { deliveryId, attemptId } = envelope;
      const mentionEnd = envelope.payload.message.mentions?.[0]?.range.end ?? 0;
      const command = [...envelope.payload.message.text].slice(mentionEnd).join('').trim();
      const [verb, ...rest] = command.split(/\s+/);
      const reply = (content: string, n: number) => api.post(`${base}/${deliveryId}/reply`, this.token, { attemptId, content, idempotencyKey: `${deliveryId}:${n}` });
      if (verb === 'hang') continue;
      if (verb === 'fail') {
        await api.post(`${base}/${deliveryId}/fail`, this.token, { attemptId, code: rest[0] ?? 'failed', message: rest.slice(1).join(' ') || 'failed on request' });
        continue;
      }
      if (verb === 'progress') {
        const n = Number(rest[0]);
        for (let i = 1; i <= n; i += 1) await reply(`progress ${i}/${n}`, i);
        await reply('done', n + 1);
      } else {
        await reply(verb === 'echo' ? rest.join(' ') : `usage: echo <text>`, 1);
      }
      await api.post(`${base}/${deliveryId}/ack`, this.token, { attemptId, result: { status: 'success' } });
    }
  }

  stop(): void {
    this.stopped = true;
    this.stream?.close();
  }
}

/**
 * One platform and world for a whole test file (started in beforeAll, closed in afterAll), and
 * cleanups a test registers, run after it in reverse order.
 */
export function usePlatformPerFile(): { readonly t: TestPlatform; readonly world: World; readonly cleanups: Array<() => Promise<void>> } {
  const state: { t?: TestPlatform; world?: World } = {};
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    state.t = await startTestPlatform();
    state.world = await createWorld(state.t.api);
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    await state.t?.platform.close();
    removeTempDirs();
  });
  return {
    get t(): TestPlatform {
      if (state.t === undefined) throw new Error('the platform starts in beforeAll');
      return state.t;
    },
    get world(): World {
      if (state.world === undefined) throw new Error('the world is made in beforeAll');
      return state.world;
    },
    cleanups,
  };
}
