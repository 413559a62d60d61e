/**
 * A real model over loopback HTTP for App Server end-to-end tests: a FakeProviderServer speaking
 * OpenAI Chat Completions, a vv-llm settings file (version 2) whose `local` backend points at it,
 * and a router that answers each request from a per-test script.
 *
 * Routing: every turn input in these tests carries a tag `[[name]]`; the router finds the tag in
 * the first user message of each model request and answers with the next response scripted for
 * that tag. Tests sharing one server process (and one fake server) therefore never consume each
 * other's responses. When a tag's script runs out the model answers a plain text, so a turn driven
 * by an over-short script ends as `no_tool_finish` instead of hanging.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeProviderServer, OPENAI_CHAT_PATH, openAiStream, type FakeResponse, type RecordedRequest } from './fakeProviders.js';

export const FAKE_BACKEND = 'local';
export const FAKE_MODEL_KEY = 'fake-model';
export const FAKE_MODEL_ID = 'fake-model-id';
export const FAKE_CONTEXT_LENGTH = 32_000;

/** The seed's example usage: 10 prompt tokens (0 of them cached), 4 completion tokens. */
export const SEED_USAGE = { prompt_tokens: 10, completion_tokens: 4, total_tokens: 14, prompt_tokens_details: { cached_tokens: 0 } };

const TAG = /\[\[([A-Za-z0-9_.:-]+)\]\]/;

export function tagOf(body: unknown): string | undefined {
  const messages = (body as { messages?: unknown } | undefined)?.messages;
  if (!Array.isArray(messages)) return undefined;
  // The newest tagged user message: a thread's earlier turns come first in the conversation, and
  // a steered message has no tag of its own.
  for (const message of [...messages].reverse()) {
    const m = message as { role?: unknown; content?: unknown };
    const tag = m.role === 'user' && typeof m.content === 'string' ? TAG.exec(m.content)?.[1] : undefined;
    if (tag !== undefined) return tag;
  }
  return undefined;
}

/** The user messages of a recorded model request, in order. */
export function userMessages(request: RecordedRequest): string[] {
  const messages = (request.body as { messages?: Array<{ role?: string; content?: unknown }> } | undefined)?.messages ?? [];
  return messages.filter((m) => m.role === 'user').map((m) => String(m.content));
}

/** Builders of one model answer each. */
export const reply = {
  /** A plain text answer streamed in the given chunks (ends the run as no_tool_finish). */
  text(...chunks: string[]): FakeResponse {
    return { kind: 'sse', events: openAiStream({ text: chunks, usage: SEED_USAGE }) };
  },
  /** Optional text, then one tool call (arguments streamed in two pieces). */
  tool(name: string, args: Record<string, unknown>, options: { id?: string; text?: string[] } = {}): FakeResponse {
    const json = JSON.stringify(args);
    const half = Math.floor(json.length / 2);
    return {
      kind: 'sse',
      events: openAiStream({
        ...(options.text !== undefined ? { text: options.text } : {}),
        toolCalls: [{ id: options.id ?? `call_${name}_${Math.random().toString(36).slice(2, 8)}`, name, argumentChunks: [json.slice(0, half), json.slice(half)] }],
        usage: SEED_USAGE,
      }),
    };
  },
  /** Text chunks, then `task_finish` with `message` (ends the run as tool_finish). */
  finish(message: string, text: string[] = []): FakeResponse {
    return reply.tool('task_finish', { message }, { text });
  },
  /** Streams the given text, then keeps the connection open without finishing (until the client leaves). */
  stall(text: string[] = []): FakeResponse {
    const events = openAiStream({ text, usage: SEED_USAGE });
    // role chunk + text chunks; no finish, no usage, no [DONE].
    return { kind: 'sse', events: events.slice(0, 1 + text.length), thenStall: true };
  },
  /** `response`, but its events are written only once `gate` settles. */
  gated(response: FakeResponse, gate: Promise<unknown>): FakeResponse {
    if (response.kind !== 'sse') throw new Error('only sse responses can be gated');
    return { ...response, waitFor: gate };
  },
};

/** A promise with its resolver, to open a gated response. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

export class ModelRouter {
  private readonly scripts = new Map<string, FakeResponse[]>();
  private readonly arrivals: Array<{ tag: string | undefined; resolve: () => void }> = [];

  private constructor(
    readonly fake: FakeProviderServer,
    /** Directory holding the settings file. */
    readonly dir: string,
    /** vv-llm settings (version 2) whose `local/fake-model` talks to the fake server. */
    readonly settingsPath: string,
  ) {
    fake.setFallback(OPENAI_CHAT_PATH, (request) => this.route(request));
  }

  static async start(): Promise<ModelRouter> {
    const fake = await FakeProviderServer.start();
    const dir = mkdtempSync(join(tmpdir(), 'vv-app-server-model-'));
    const settingsPath = join(dir, 'settings.json');
    writeFileSync(settingsPath, JSON.stringify(settingsFor(fake.url), null, 2));
    return new ModelRouter(fake, dir, settingsPath);
  }

  /** Spawn options for an App Server using this model. */
  get serverOptions(): { settings: string; backend: string; model: string } {
    return { settings: this.settingsPath, backend: FAKE_BACKEND, model: FAKE_MODEL_KEY };
  }

  /** Queues answers for the model requests of turns tagged `[[tag]]`. */
  script(tag: string, ...responses: FakeResponse[]): void {
    const queue = this.scripts.get(tag) ?? [];
    queue.push(...responses);
    this.scripts.set(tag, queue);
  }

  /** Model requests of turns tagged `[[tag]]`, in arrival order. */
  requests(tag: string): RecordedRequest[] {
    return this.fake.requestsTo(OPENAI_CHAT_PATH).filter((r) => tagOf(r.body) === tag);
  }

  /** Resolves when the `n`th model request of `tag` has arrived (n counts from 1). */
  async waitForRequest(tag: string, n = 1, timeoutMs = 20_000): Promise<RecordedRequest> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests(tag).length < n) {
      if (Date.now() > deadline) throw new Error(`model request #${n} of [[${tag}]] did not arrive within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const entry = { tag, resolve };
        this.arrivals.push(entry);
        setTimeout(() => {
          const at = this.arrivals.indexOf(entry);
          if (at !== -1) this.arrivals.splice(at, 1);
          resolve();
        }, 50);
      });
    }
    return this.requests(tag)[n - 1] as RecordedRequest;
  }

  async close(): Promise<void> {
    await this.fake.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private route(request: RecordedRequest): FakeResponse {
    const tag = tagOf(request.body);
    for (const arrival of this.arrivals.splice(0)) arrival.resolve();
    const next = tag === undefined ? undefined : this.scripts.get(tag)?.shift();
    return next ?? reply.text(`fake model: nothing scripted for ${tag ?? 'an untagged turn'}`);
  }
}

export function settingsFor(url: string): Record<string, unknown> {
  return {
    VERSION: '2',
    endpoints: [{ id: 'fake-local', api_base: `${url}/v1` }],
    backends: {
      [FAKE_BACKEND]: {
        models: {
          [FAKE_MODEL_KEY]: {
            id: FAKE_MODEL_ID,
            endpoints: [{ endpoint_id: 'fake-local', model_id: FAKE_MODEL_ID }],
            context_length: FAKE_CONTEXT_LENGTH,
            max_output_tokens: 1024,
            function_call_available: true,
          },
        },
      },
    },
  };
}
