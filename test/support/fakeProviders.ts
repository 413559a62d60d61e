/**
 * A local fake of the model providers' HTTP APIs, for tests: a node:http server on 127.0.0.1
 * (port 0) that answers from a queue of scripted responses per path and records every request
 * it received (headers, parsed body) so tests can assert what the client sent.
 *
 * The stream builders below produce what OpenAI Chat Completions and Anthropic Messages send on
 * the wire, byte for byte in layout: `data: <json>\n\n` events (with `event:` lines for
 * Anthropic), `"usage":null` on every OpenAI chunk when include_usage is on, then a usage-only
 * chunk with empty `choices`, then `data: [DONE]`; Anthropic's message_start / content_block_* /
 * ping / message_delta / message_stop sequence. Responses can be re-cut into fragments of N bytes
 * (splitting lines and even UTF-8 characters) to exercise the client's reassembly.
 *
 * Reusable beyond the LLM tests (App Server end-to-end tests point a settings file at `url`).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly rawBody: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  readonly body: unknown;
  /** True once the client closed the connection before the response was finished. */
  clientClosed: boolean;
}

export type FakeResponse =
  /** A 200 event stream: `events` are written one write each (optionally re-cut into `fragmentBytes` pieces). */
  | {
      readonly kind: 'sse';
      readonly events: readonly string[];
      readonly chunkDelayMs?: number;
      readonly fragmentBytes?: number;
      readonly headers?: Readonly<Record<string, string>>;
      /** After the events, keep the connection open without writing (until the client leaves). */
      readonly thenStall?: boolean;
      /** Send the headers, then wait for this promise before writing any event (a test-controlled gate). */
      readonly waitFor?: Promise<unknown>;
    }
  /** Any status with a body (JSON when an object), e.g. 429 with retry-after, 500, 401. */
  | { readonly kind: 'status'; readonly status: number; readonly body?: unknown; readonly headers?: Readonly<Record<string, string>> }
  /** Accept the request and never answer (no headers): for header timeouts and cancellation. */
  | { readonly kind: 'hang' }
  /** Destroy the socket without answering: a network failure. */
  | { readonly kind: 'destroy' };

export type FakeResponder = FakeResponse | ((request: RecordedRequest) => FakeResponse);

export class FakeProviderServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queues = new Map<string, FakeResponder[]>();
  private readonly fallbacks = new Map<string, FakeResponder>();
  private readonly closeWaiters: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeProviderServer> {
    let instance: FakeProviderServer | undefined;
    const server = createServer((req, res) => {
      void instance?.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    instance = new FakeProviderServer(server, `http://127.0.0.1:${port}`);
    return instance;
  }

  /** Queues responses for `path` (e.g. `/v1/chat/completions`); each request takes the next one. */
  enqueue(path: string, ...responses: FakeResponder[]): this {
    const queue = this.queues.get(path) ?? [];
    queue.push(...responses);
    this.queues.set(path, queue);
    return this;
  }

  /** Answer used for `path` whenever its queue is empty (otherwise an empty queue answers 404). */
  setFallback(path: string, response: FakeResponder): this {
    this.fallbacks.set(path, response);
    return this;
  }

  /** Responses still queued for `path`. */
  pending(path: string): number {
    return this.queues.get(path)?.length ?? 0;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** Resolves when some request's connection has been closed by the client. */
  waitForClientClose(): Promise<void> {
    if (this.requests.some((r) => r.clientClosed)) return Promise.resolve();
    return new Promise((resolve) => this.closeWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      body = undefined;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, headers: req.headers, rawBody, body, clientClosed: false };
    this.requests.push(recorded);
    res.on('close', () => {
      if (!res.writableFinished) {
        recorded.clientClosed = true;
        for (const waiter of this.closeWaiters.splice(0)) waiter();
      }
    });

    const responder = this.queues.get(path)?.shift() ?? this.fallbacks.get(path);
    const response: FakeResponse =
      responder === undefined
        ? { kind: 'status', status: 404, body: { error: { message: `fake provider: no response queued for ${recorded.method} ${path}`, type: 'not_found' } } }
        : typeof responder === 'function'
          ? responder(recorded)
          : responder;
    await this.respond(response, req, res);
  }

  private async respond(response: FakeResponse, req: IncomingMessage, res: ServerResponse): Promise<void> {
    switch (response.kind) {
      case 'hang':
        return;
      case 'destroy':
        req.socket.destroy();
        return;
      case 'status': {
        const isText = typeof response.body === 'string';
        const payload = response.body === undefined ? '' : isText ? response.body : JSON.stringify(response.body);
        res.writeHead(response.status, {
          'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
          ...response.headers,
        });
        res.end(payload);
        return;
      }
      case 'sse': {
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
          ...response.headers,
        });
        res.flushHeaders();
        if (response.waitFor !== undefined) await response.waitFor;
        const pieces = response.fragmentBytes === undefined ? response.events.map((e) => Buffer.from(e, 'utf8')) : fragment(response.events, response.fragmentBytes);
        for (const piece of pieces) {
          if (res.destroyed) return;
          if (response.chunkDelayMs !== undefined && response.chunkDelayMs > 0) await delay(response.chunkDelayMs);
          res.write(piece);
        }
        if (!response.thenStall) res.end();
        return;
      }
    }
  }
}

function fragment(events: readonly string[], size: number): Buffer[] {
  const all = Buffer.from(events.join(''), 'utf8');
  const pieces: Buffer[] = [];
  for (let i = 0; i < all.length; i += size) pieces.push(all.subarray(i, i + size));
  return pieces;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------
// OpenAI Chat Completions stream builder

export interface OpenAiToolCallScript {
  readonly id: string;
  readonly name: string;
  /** The arguments JSON text as the model streams it, one piece per chunk. */
  readonly argumentChunks: readonly string[];
}

export interface OpenAiStreamScript {
  readonly model?: string;
  readonly id?: string;
  readonly text?: readonly string[];
  readonly toolCalls?: readonly OpenAiToolCallScript[];
  /** Interleave the tool calls' argument chunks (call 0 chunk 0, call 1 chunk 0, ...) as parallel calls do. */
  readonly interleaveToolCalls?: boolean;
  readonly finishReason?: string;
  /** The usage object of the final usage-only chunk; omitted when null. */
  readonly usage?: Readonly<Record<string, unknown>> | null;
  /** Stop after this many events (before finish/usage/[DONE]), to simulate a broken stream. */
  readonly truncateAfter?: number;
  /** Insert this raw event after `errorAfter` events (e.g. a mid-stream error) and stop. */
  readonly errorEvent?: string;
  readonly errorAfter?: number;
}

export const OPENAI_CHAT_PATH = '/v1/chat/completions';
export const ANTHROPIC_MESSAGES_PATH = '/v1/messages';

export function sseData(value: unknown): string {
  return `data: ${typeof value === 'string' ? value : JSON.stringify(value)}\n\n`;
}

export function openAiStream(script: OpenAiStreamScript): string[] {
  const id = script.id ?? 'chatcmpl-fake0001';
  const model = script.model ?? 'gpt-4o-mini-2024-07-18';
  const created = 1780410000;
  const includeUsage = script.usage !== null;
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null): string =>
    sseData({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      system_fingerprint: 'fp_fake',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(includeUsage ? { usage: null } : {}),
    });

  const events: string[] = [chunk({ role: 'assistant', content: '', refusal: null })];
  for (const piece of script.text ?? []) events.push(chunk({ content: piece }));
  const calls = script.toolCalls ?? [];
  const starts = calls.map((call, index) =>
    chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }] }),
  );
  const argChunks = calls.map((call, index) => call.argumentChunks.map((piece) => chunk({ tool_calls: [{ index, function: { arguments: piece } }] })));
  if (script.interleaveToolCalls) {
    events.push(...starts);
    const longest = Math.max(0, ...argChunks.map((c) => c.length));
    for (let i = 0; i < longest; i += 1) for (const list of argChunks) if (list[i] !== undefined) events.push(list[i] as string);
  } else {
    calls.forEach((_, index) => events.push(starts[index] as string, ...(argChunks[index] as string[])));
  }
  if (script.errorEvent !== undefined) {
    return [...events.slice(0, script.errorAfter ?? events.length), script.errorEvent];
  }
  if (script.truncateAfter !== undefined) return events.slice(0, script.truncateAfter);
  events.push(chunk({}, script.finishReason ?? (calls.length > 0 ? 'tool_calls' : 'stop')));
  if (includeUsage && script.usage !== undefined) {
    events.push(sseData({ id, object: 'chat.completion.chunk', created, model, system_fingerprint: 'fp_fake', choices: [], usage: script.usage }));
  }
  events.push('data: [DONE]\n\n');
  return events;
}

// ---------------------------------------------------------------------------------------------
// Anthropic Messages stream builder

export interface AnthropicToolUseScript {
  readonly id: string;
  readonly name: string;
  readonly partialJson: readonly string[];
}

export interface AnthropicStreamScript {
  readonly model?: string;
  readonly id?: string;
  readonly text?: readonly string[];
  readonly toolUses?: readonly AnthropicToolUseScript[];
  readonly thinking?: readonly string[];
  readonly stopReason?: string;
  /** message_start's usage (input side; output_tokens is 1 there, as Anthropic sends). */
  readonly startUsage?: Readonly<Record<string, unknown>>;
  /** message_delta's usage (cumulative output_tokens). */
  readonly deltaUsage?: Readonly<Record<string, unknown>>;
  /** Replace everything after `errorAfter` events by an `event: error`. */
  readonly error?: { readonly type: string; readonly message: string };
  readonly errorAfter?: number;
}

export function anthropicEvent(type: string, data: Record<string, unknown>): string {
  return `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
}

export function anthropicStream(script: AnthropicStreamScript): string[] {
  const events: string[] = [
    anthropicEvent('message_start', {
      message: {
        id: script.id ?? 'msg_fake0001',
        type: 'message',
        role: 'assistant',
        content: [],
        model: script.model ?? 'claude-sonnet-4-20250514',
        stop_reason: null,
        stop_sequence: null,
        usage: script.startUsage ?? { input_tokens: 25, cache_creation_input_tokens: 0, cache_read_input_tokens: 0, output_tokens: 1 },
      },
    }),
  ];
  let index = 0;
  if (script.thinking !== undefined) {
    events.push(anthropicEvent('content_block_start', { index, content_block: { type: 'thinking', thinking: '', signature: '' } }));
    for (const piece of script.thinking) events.push(anthropicEvent('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: piece } }));
    events.push(anthropicEvent('content_block_delta', { index, delta: { type: 'signature_delta', signature: 'EqQBCgIYAhIM' } }));
    events.push(anthropicEvent('content_block_stop', { index }));
    index += 1;
  }
  if (script.text !== undefined) {
    events.push(anthropicEvent('content_block_start', { index, content_block: { type: 'text', text: '' } }));
    events.push('event: ping\ndata: {"type": "ping"}\n\n');
    for (const piece of script.text) events.push(anthropicEvent('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }));
    events.push(anthropicEvent('content_block_stop', { index }));
    index += 1;
  }
  for (const tool of script.toolUses ?? []) {
    events.push(anthropicEvent('content_block_start', { index, content_block: { type: 'tool_use', id: tool.id, name: tool.name, input: {} } }));
    events.push(anthropicEvent('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: '' } }));
    for (const piece of tool.partialJson) events.push(anthropicEvent('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } }));
    events.push(anthropicEvent('content_block_stop', { index }));
    index += 1;
  }
  if (script.error !== undefined) {
    const kept = events.slice(0, script.errorAfter ?? events.length);
    return [...kept, `event: error\ndata: ${JSON.stringify({ type: 'error', error: script.error })}\n\n`];
  }
  events.push(
    anthropicEvent('message_delta', {
      delta: { stop_reason: script.stopReason ?? ((script.toolUses?.length ?? 0) > 0 ? 'tool_use' : 'end_turn'), stop_sequence: null },
      usage: script.deltaUsage ?? { output_tokens: 15 },
    }),
  );
  events.push(anthropicEvent('message_stop', {}));
  return events;
}
