/**
 * Anthropic Messages over SSE (`stream: true`), with `x-api-key` and `anthropic-version`.
 *
 * URL decision: vv-llm posts to `{api_base}/v1/messages` with `api_base` =
 * `https://api.anthropic.com` (the Anthropic SDKs' base URL). Settings written for
 * OpenAI-style clients often carry a base ending in `/v1` instead; so a base ending in `/v1` gets
 * `/messages`, any other base gets `/v1/messages`. Both spellings reach the same URL.
 */
import { redactSecrets } from '../shared/redactSecrets.js';
import { LlmError } from './errors.js';
import { errorMessageOfBody } from '../http/index.js';
import { EndpointModelClient, type EndpointClientOptions } from './EndpointModelClient.js';
import { mapAnthropicUsage } from './mapAnthropicUsage.js';
import { objectAt } from './mapOpenAiUsage.js';
import { batchReads } from './streamBatch.js';
import type {
  ChatMessage,
  FinishReason,
  ModelRequest,
  ModelStreamEvent,
  ModelToolCall,
  ModelUsage,
  ToolSpec,
} from './types.js';

export const ANTHROPIC_VERSION = '2023-06-01';
/** Anthropic requires max_tokens; used when neither the request nor the model settings give one. */
export const DEFAULT_ANTHROPIC_MAX_TOKENS = 4096;

export interface AnthropicMessagesClientOptions extends EndpointClientOptions {
  /** The model's max_output_tokens from settings; the request's maxOutputTokens wins. */
  readonly maxOutputTokens?: number | null;
}

type ContentBlock = Record<string, unknown>;
interface AnthropicMessage {
  role: 'user' | 'assistant';
  content: string | ContentBlock[];
}

export function anthropicMessagesUrl(apiBase: string): string {
  const base = apiBase.replace(/\/+$/, '');
  return base.endsWith('/v1') ? `${base}/messages` : `${base}/v1/messages`;
}

export class AnthropicMessagesClient extends EndpointModelClient {
  private readonly maxOutputTokens: number;

  constructor(options: AnthropicMessagesClientOptions) {
    super(options, anthropicMessagesUrl(options.apiBase));
    this.maxOutputTokens = options.maxOutputTokens ?? DEFAULT_ANTHROPIC_MAX_TOKENS;
  }

  protected async *run(request: ModelRequest): AsyncGenerator<ModelStreamEvent> {
    const describe = this.describe;
    const protocolHeaders = { 'anthropic-version': ANTHROPIC_VERSION, ...(this.apiKey === null ? {} : { 'x-api-key': this.apiKey }) };
    const events = this.events(request, protocolHeaders, this.requestBody(request));

    let text = '';
    const calls: { id: string; name: string; arguments: string; initialInput: string }[] = [];
    const callOfBlock = new Map<number, number>();
    let usageRaw: Record<string, unknown> | null = null;
    let finishReason: FinishReason | null = null;

    const stopped = yield* batchReads(events, (event, batch) => {
      let data: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(event.data);
        if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
        data = parsed as Record<string, unknown>;
      } catch {
        throw new LlmError('stream_error', `${describe} sent an event that is not a JSON object`);
      }
      // The event name is in both the `event:` line and the data's `type`; the data is authoritative.
      const type = typeof data['type'] === 'string' ? data['type'] : event.event;
      switch (type) {
        case 'message_start': {
          const usage = objectAt(objectAt(data, 'message') ?? {}, 'usage');
          if (usage !== undefined) usageRaw = { ...usage };
          break;
        }
        case 'content_block_start': {
          const block = objectAt(data, 'content_block') ?? {};
          const blockIndex = typeof data['index'] === 'number' ? data['index'] : -1;
          if (block['type'] === 'tool_use') {
            const position = calls.length;
            // No id from the server: left empty for the runtime to assign one unique in the run.
            const id = typeof block['id'] === 'string' ? block['id'] : '';
            const name = typeof block['name'] === 'string' ? block['name'] : '';
            const input = objectAt(block, 'input');
            const initialInput = input !== undefined && Object.keys(input).length > 0 ? JSON.stringify(input) : '';
            calls.push({ id, name, arguments: '', initialInput });
            callOfBlock.set(blockIndex, position);
            batch.push({ type: 'tool_call_delta', index: position, id, name, argumentsDelta: '' });
          } else if (block['type'] === 'text' && typeof block['text'] === 'string' && block['text'] !== '') {
            text += block['text'];
            batch.text(block['text']);
          }
          break;
        }
        case 'content_block_delta': {
          const delta = objectAt(data, 'delta') ?? {};
          if (delta['type'] === 'text_delta' && typeof delta['text'] === 'string') {
            if (delta['text'] === '') break;
            text += delta['text'];
            batch.text(delta['text']);
          } else if (delta['type'] === 'input_json_delta' && typeof delta['partial_json'] === 'string') {
            const position = callOfBlock.get(typeof data['index'] === 'number' ? data['index'] : -1);
            if (position === undefined) throw new LlmError('stream_error', `${describe} sent tool input for a block it never started`);
            (calls[position] as { arguments: string }).arguments += delta['partial_json'];
            batch.push({ type: 'tool_call_delta', index: position, argumentsDelta: delta['partial_json'] });
          }
          // thinking_delta, signature_delta and citations_delta carry nothing the runtime uses.
          break;
        }
        case 'message_delta': {
          const delta = objectAt(data, 'delta') ?? {};
          if (typeof delta['stop_reason'] === 'string') finishReason = mapStopReason(delta['stop_reason']);
          // message_delta usage is cumulative and may restate input and cache counts: overlay it.
          const usage = objectAt(data, 'usage');
          // Nulls there mean 'not restated' (Anthropic's MessageDeltaUsage): keep message_start's numbers.
          if (usage !== undefined) {
            const restated = Object.fromEntries(Object.entries(usage).filter(([, v]) => v !== null && v !== undefined));
            usageRaw = { ...(usageRaw ?? {}), ...restated };
          }
          break;
        }
        case 'message_stop':
          return true;
        case 'error': {
          const error = objectAt(data, 'error') ?? {};
          const kind = typeof error['type'] === 'string' ? error['type'] : 'error';
          throw new LlmError('stream_error', `${describe} reported ${kind} mid-stream: ${redactSecrets(errorMessageOfBody(data) ?? 'unknown error', this.secrets)}`, {
            retryable: kind === 'overloaded_error' || kind === 'api_error',
          });
        }
        default:
          // ping, content_block_stop, and event types Anthropic may add later.
          break;
      }
      return false;
    });
    if (!stopped) throw new LlmError('stream_error', `${describe}: the stream ended before message_stop`);
    const toolCalls: ModelToolCall[] = calls.map((c) => ({
      id: c.id,
      name: c.name,
      arguments: c.arguments !== '' ? c.arguments : c.initialInput !== '' ? c.initialInput : '{}',
    }));
    const usage: ModelUsage | null = usageRaw === null ? null : mapAnthropicUsage(usageRaw);
    yield { type: 'completed', text, toolCalls, finishReason: finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'), usage };
  }

  private requestBody(request: ModelRequest): Record<string, unknown> {
    const { system, messages } = toAnthropicMessages(request.messages);
    const body: Record<string, unknown> = {
      model: this.modelId,
      max_tokens: request.maxOutputTokens ?? this.maxOutputTokens,
      messages,
      stream: true,
    };
    if (system !== '') body['system'] = system;
    if (request.tools.length > 0) body['tools'] = request.tools.map(toAnthropicTool);
    return body;
  }
}

/**
 * System messages become the top-level `system` (joined by a blank line); tool results become
 * `tool_result` blocks of a user message; assistant tool calls become `tool_use` blocks.
 * Consecutive messages of one role are merged, because Anthropic wants every tool_result of an
 * assistant turn in the single user message that follows it.
 */
export function toAnthropicMessages(input: readonly ChatMessage[]): { system: string; messages: AnthropicMessage[] } {
  const system: string[] = [];
  const messages: AnthropicMessage[] = [];
  const push = (role: 'user' | 'assistant', content: string | ContentBlock[]): void => {
    const last = messages.at(-1);
    if (last !== undefined && last.role === role) {
      last.content = [...asBlocks(last.content), ...asBlocks(content)];
    } else {
      messages.push({ role, content });
    }
  };
  for (const message of input) {
    switch (message.role) {
      case 'system':
        system.push(message.content);
        break;
      case 'user':
        push('user', message.content);
        break;
      case 'tool':
        push('user', [{ type: 'tool_result', tool_use_id: message.toolCallId, content: message.content }]);
        break;
      case 'assistant': {
        const calls = message.toolCalls ?? [];
        if (calls.length === 0) {
          // Anthropic rejects empty assistant content.
          if (message.content !== '') push('assistant', message.content);
          break;
        }
        const blocks: ContentBlock[] = message.content === '' ? [] : [{ type: 'text', text: message.content }];
        for (const call of calls) blocks.push({ type: 'tool_use', id: call.id, name: call.name, input: parseInput(call.arguments) });
        push('assistant', blocks);
        break;
      }
    }
  }
  return { system: system.join('\n\n'), messages };
}

function asBlocks(content: string | ContentBlock[]): ContentBlock[] {
  return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
}

/** tool_use.input must be an object; arguments a model produced that are not one are sent as {}. */
function parseInput(argumentsText: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(argumentsText);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function toAnthropicTool(tool: ToolSpec): Record<string, unknown> {
  return { name: tool.name, description: tool.description, input_schema: tool.parameters };
}

function mapStopReason(reason: string): FinishReason {
  switch (reason) {
    case 'end_turn':
    case 'stop_sequence':
      return 'stop';
    case 'tool_use':
      return 'tool_calls';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'refusal':
      return 'content_filter';
    default:
      return 'other';
  }
}
