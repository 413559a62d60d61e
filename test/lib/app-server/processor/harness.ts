/**
 * In-process harness for the real AppServerProcessor with several connections: each connection is
 * a createLinkedTransports() pair, one end served by `processor.connect`, the other wrapped in a
 * real AppServerClient in strict mode. The runtime is real too: an in-memory SqliteThreadStore, a
 * DefaultAppServerHost (optionally behind a recording host) with an Agent made of builtinTools()
 * and a ScriptedModelClient, and a temporary workspace directory as the thread cwd.
 */
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { ModelListParams, ModelSummary, ServerNotification, ServerRequest } from '../../../../generated/app-server/types.js';
import {
  AppServerClient,
  AppServerClientError,
  type ServerMessage,
} from '../../../../src/lib/app-server-client/index.js';
import {
  AppServerProcessor,
  DefaultAppServerHost,
  SqliteThreadStore,
  type AppServerHost,
  type HostRequest,
  type HostRunConfig,
} from '../../../../src/lib/app-server/index.js';
import { createLinkedTransports, type Transport } from '../../../../src/lib/jsonrpc/index.js';
import { ScriptedModelClient, type Script, type ScriptStep } from '../../../../src/lib/llm/index.js';
import { builtinTools, type Agent } from '../../../../src/lib/runtime/index.js';
import type { Logger } from '../../../../src/lib/shared/logger.js';

export const WAIT_MS = 10_000;

/** A text input list. */
export function textInput(text: string): Array<{ type: 'text'; text: string }> {
  return [{ type: 'text', text }];
}

/** Script steps, for readability. */
export const step = {
  text: (text: string): ScriptStep => ({ type: 'text', text }),
  tool: (name: string, args: Record<string, unknown>, id?: string): ScriptStep => ({
    type: 'tool_call',
    name,
    arguments: args,
    ...(id !== undefined ? { id } : {}),
  }),
  finish: (message: string, id?: string): ScriptStep => step.tool('task_finish', { message }, id),
  stall: (): ScriptStep => ({ type: 'stall' }),
};

export interface HostCall {
  readonly method: 'resolveAgent' | 'buildRunConfig';
  readonly request: HostRequest;
}

/**
 * A product host as an embedding would write one: it records every call and delegates to the
 * real DefaultAppServerHost; a test can make either call fail with a given message.
 */
export class RecordingHost implements AppServerHost {
  readonly calls: HostCall[] = [];
  failResolveAgent: string | null = null;
  failBuildRunConfig: string | null = null;

  constructor(private readonly inner: DefaultAppServerHost) {}

  async resolveAgent(request: HostRequest): Promise<Agent> {
    this.calls.push({ method: 'resolveAgent', request: structuredClone(request) });
    await Promise.resolve();
    if (this.failResolveAgent !== null) throw new Error(this.failResolveAgent);
    return this.inner.resolveAgent();
  }

  async buildRunConfig(request: HostRequest): Promise<HostRunConfig> {
    this.calls.push({ method: 'buildRunConfig', request: structuredClone(request) });
    await Promise.resolve();
    if (this.failBuildRunConfig !== null) throw new Error(this.failBuildRunConfig);
    return this.inner.buildRunConfig(request);
  }

  listModels(params: ModelListParams): readonly ModelSummary[] {
    return this.inner.listModels(params);
  }
}

export interface ConnectOptions {
  /** initialize with this client name (default: the connection's name); false: do not initialize. */
  readonly initialize?: boolean;
  readonly optOutNotificationMethods?: readonly string[];
}

/** One client connection to the processor. */
export class Connection {
  /** Every notification and server request this client received, in arrival order. */
  readonly log: ServerMessage[] = [];
  /** What the strict client reported (schema violations, malformed messages, listener failures). */
  readonly errors: AppServerClientError[] = [];
  private waiters: Array<() => void> = [];

  constructor(
    readonly name: string,
    readonly client: AppServerClient,
    readonly clientTransport: Transport,
    /** Resolves when the processor saw this connection end. */
    readonly serverClosed: Promise<void>,
  ) {
    client.onAny((message) => {
      this.log.push(message);
      const waiters = this.waiters;
      this.waiters = [];
      for (const wake of waiters) wake();
    });
    client.onError((error) => this.errors.push(error));
  }

  /** Index into `log` to slice from later. */
  mark(): number {
    return this.log.length;
  }

  notifications(from = 0): ServerNotification[] {
    return this.log.slice(from).filter((m): m is ServerNotification => !('id' in m));
  }

  serverRequests(from = 0): ServerRequest[] {
    return this.log.slice(from).filter((m): m is ServerRequest => 'id' in m);
  }

  ofMethod(method: string, from = 0): ServerMessage[] {
    return this.log.slice(from).filter((m) => m.method === method);
  }

  /** The first logged message (from `from`) matching `predicate`, waiting for it if needed. */
  async waitFor(what: string, predicate: (m: ServerMessage) => boolean, from = 0, timeoutMs = WAIT_MS): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.log.slice(from).find(predicate);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        throw new Error(`${this.name}: timed out waiting for ${what}; got ${JSON.stringify(labels(this.log.slice(from)))}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The notification `method` (optionally of `turnId`), waiting for it. */
  async waitForNotification(method: string, turnId?: string, from = 0): Promise<any> {
    const message = await this.waitFor(
      `${method}${turnId ? ` of ${turnId}` : ''}`,
      (m) => !('id' in m) && m.method === method && (turnId === undefined || (m.params as any)?.turnId === turnId),
      from,
    );
    return (message as ServerNotification).params;
  }

  /** The server request `method` (optionally of `turnId`), waiting for it. */
  async waitForServerRequest(method: string, turnId?: string, from = 0): Promise<ServerRequest> {
    return (await this.waitFor(
      `server request ${method}`,
      (m) => 'id' in m && m.method === method && (turnId === undefined || (m.params as any)?.turnId === turnId),
      from,
    )) as ServerRequest;
  }

  /** turn/completed of `turnId`. */
  turnCompleted(turnId: string): Promise<any> {
    return this.waitForNotification('turn/completed', turnId);
  }
}

/** Short labels: `thread/status/changed(running)`, `item/completed:toolCall`, `request approval/request`. */
export function labels(messages: readonly ServerMessage[]): string[] {
  return messages.map((m) => {
    const params = (m as { params?: any }).params;
    if ('id' in m) return `request ${m.method}`;
    if (m.method === 'thread/status/changed') return `thread/status/changed(${String(params?.status)})`;
    if (m.method.startsWith('item/')) return `${m.method}:${String(params?.type)}`;
    return m.method;
  });
}

export interface HarnessOptions {
  /** The model's script; default: answer with task_finish "done", repeatedly. */
  readonly script?: Script;
  /** false: a processor without a host (catalog methods only). */
  readonly host?: boolean;
  /** Wrap the DefaultAppServerHost in a RecordingHost (default true). */
  readonly recording?: boolean;
  readonly approvalTimeoutMs?: number;
  readonly models?: readonly ModelSummary[];
  /** A store file instead of `:memory:` (a test can reach the same database to inject faults). */
  readonly storeLocation?: string;
  readonly logger?: Logger;
}

/** One processor with its store, host, model and workspace; any number of connections. */
export class Harness {
  readonly store: SqliteThreadStore;
  readonly processor: AppServerProcessor;
  readonly model: ScriptedModelClient;
  readonly host: RecordingHost | null;
  /** A fresh temporary directory, used as the threads' cwd. */
  readonly workspace: string;
  readonly connections: Connection[] = [];
  private disposed = false;

  constructor(options: HarnessOptions = {}) {
    this.workspace = realpathSync(mkdtempSync(path.join(tmpdir(), 'vv-processor-ws-')));
    this.store = SqliteThreadStore.open(options.storeLocation ?? ':memory:');
    this.model = new ScriptedModelClient({
      script: options.script ?? { repeat: true, turns: [{ steps: [step.finish('done')] }] },
    });
    const agent: Agent = { name: 'processor-test', instructions: 'You are a test agent.', tools: builtinTools(), model: this.model };
    const defaultHost = new DefaultAppServerHost({ agent, models: options.models ?? [] });
    this.host = options.host === false ? null : new RecordingHost(defaultHost);
    this.processor = new AppServerProcessor({
      store: this.store,
      host: options.host === false ? null : options.recording === false ? defaultHost : this.host,
      approvalTimeoutMs: options.approvalTimeoutMs ?? 30_000,
      ...(options.logger !== undefined ? { logger: options.logger } : {}),
    });
  }

  /** A new connection: a linked pair, the server end served by the processor, a strict client on the other. */
  async connect(name: string, options: ConnectOptions = {}): Promise<Connection> {
    const [clientTransport, serverTransport] = createLinkedTransports();
    const { closed } = this.processor.connect(serverTransport);
    const client = new AppServerClient(clientTransport, { strict: true, requestTimeoutMs: WAIT_MS, retry: false });
    const connection = new Connection(name, client, clientTransport, closed);
    this.connections.push(connection);
    if (options.initialize !== false) {
      await client.initialize({
        clientInfo: { name, version: '0.0.0' },
        capabilities: { optOutNotificationMethods: [...(options.optOutNotificationMethods ?? [])] },
      });
      await client.initialized();
    }
    return connection;
  }

  /** thread/start in the workspace (by `connection`), returning the thread id. */
  async startThread(connection: Connection, params: Record<string, unknown> = {}): Promise<string> {
    const thread = await connection.client.threadStart({ cwd: this.workspace, ...params });
    await connection.waitForNotification('thread/started');
    return thread.threadId;
  }

  /** turn/start with a text input, returning the turn id. */
  async startTurn(connection: Connection, threadId: string, text: string, extra: Record<string, unknown> = {}): Promise<string> {
    const result = await connection.client.turnStart({ threadId, input: textInput(text), ...extra });
    expect(result).toEqual({ threadId, turnId: expect.any(String), status: 'running' });
    return result.turnId;
  }

  /**
   * Waits until the processor holds no active turn. Tests that start another turn right after a
   * turn/completed use it so that they test what they are about, not the release race that
   * lifecycle.test.ts ("after turn/completed") pins down on its own.
   */
  async turnsReleased(timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.processor.activeTurnCount() > 0) {
      if (Date.now() > deadline) throw new Error('the processor still holds an active turn');
      await new Promise<void>((resolve) => setTimeout(resolve, 1));
    }
  }

  /** Asserts that no client saw a protocol or schema violation. */
  expectNoClientErrors(): void {
    for (const connection of this.connections) {
      expect(
        connection.errors.map((e) => `${e.code}: ${e.message}`),
        `${connection.name}: every message must validate against the schemas`,
      ).toEqual([]);
    }
  }

  async dispose(): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    await this.processor.shutdown('test over');
    for (const connection of this.connections) await connection.client.close().catch(() => undefined);
    this.store.close();
    rmSync(this.workspace, { recursive: true, force: true });
  }
}

/** What a rejected client call rejected with (fails when it resolves). */
export async function rpcFailure(promise: Promise<unknown>): Promise<AppServerClientError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AppServerClientError);
    return error as AppServerClientError;
  }
  throw new Error('expected the call to fail');
}

/** Lets queued microtasks and timers of the in-memory transports run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}
