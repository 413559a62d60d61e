/**
 * What the provider clients (OpenAI Chat Completions, Anthropic Messages) share: an endpoint from
 * the settings, its key and extra headers, the secrets scrubbed from provider texts, and one
 * EventStreamTransport. A subclass names its URL and auth headers and translates the events.
 */
import { EventStreamTransport, endpointSecrets, type EventSourceMessage, type HttpClientOptions } from './EventStreamTransport.js';
import type { ModelClient, ModelRequest, ModelStreamEvent } from './types.js';

export interface EndpointClientOptions extends HttpClientOptions {
  /** Backend name from the settings file, used in errors and ModelClient.provider. */
  readonly provider: string;
  readonly modelId: string;
  readonly apiBase: string;
  readonly apiKey: string | null;
  /** Extra headers from the endpoint settings; they may override ours (e.g. a gateway's auth header). */
  readonly headers?: Readonly<Record<string, string>>;
}

export abstract class EndpointModelClient implements ModelClient {
  readonly provider: string;
  readonly modelId: string;
  protected readonly apiKey: string | null;
  /** Names the call in error messages, e.g. `backend 'openai' (model 'gpt-4o')`. */
  protected readonly describe: string;
  /** Redacted from every provider text that reaches an error (and so a stored item). */
  protected readonly secrets: readonly (string | null)[];
  private readonly extraHeaders: Readonly<Record<string, string>>;
  private readonly transport: EventStreamTransport;

  protected constructor(
    options: EndpointClientOptions,
    private readonly url: string,
  ) {
    this.provider = options.provider;
    this.modelId = options.modelId;
    this.apiKey = options.apiKey;
    this.describe = `backend '${options.provider}' (model '${options.modelId}')`;
    this.extraHeaders = options.headers ?? {};
    this.secrets = endpointSecrets(options.apiKey, this.extraHeaders);
    this.transport = new EventStreamTransport(options);
  }

  /** Closes pooled connections (tests and short-lived commands call it; long-lived servers need not). */
  close(): Promise<void> {
    return this.transport.close();
  }

  stream(request: ModelRequest): AsyncIterable<ModelStreamEvent> {
    return this.run(request);
  }

  protected abstract run(request: ModelRequest): AsyncGenerator<ModelStreamEvent>;

  /**
   * POSTs `body` to the endpoint and yields its server-sent events, one array per network read.
   * Headers: `accept`, the protocol's own (auth, version), then the endpoint's extra headers, which win.
   */
  protected events(request: ModelRequest, protocolHeaders: Readonly<Record<string, string>>, body: unknown): AsyncGenerator<EventSourceMessage[]> {
    return this.transport.stream({
      url: this.url,
      headers: { accept: 'text/event-stream', ...protocolHeaders, ...this.extraHeaders },
      body,
      describe: this.describe,
      secrets: this.secrets,
      ...(request.signal === undefined ? {} : { signal: request.signal }),
    });
  }
}
