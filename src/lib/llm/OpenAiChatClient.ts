/**
 * OpenAI-compatible Chat Completions over SSE: `POST {apiBase}/chat/completions` with
 * `stream: true` and `stream_options.include_usage`, which covers OpenAI, Moonshot, DeepSeek,
 * Qwen, Zhipu, Groq, Mistral, xAI, Gemini's compatible endpoint and local servers (vLLM,
 * llama.cpp, Ollama). `apiBase` is the versioned base the provider documents (e.g.
 * `https://api.openai.com/v1`), as in vv-llm settings.
 */
import { redactSecrets } from '../shared/redactSecrets.js';
import { LlmError } from './errors.js';
import { errorMessageOfBody } from '../http/index.js';
import { EndpointModelClient, type EndpointClientOptions } from './EndpointModelClient.js';
import { mapOpenAiUsage, objectAt } from './mapOpenAiUsage.js';
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

export type OpenAiChatClientOptions = EndpointClientOptions;

export class OpenAiChatClient extends EndpointModelClient {
  constructor(options: OpenAiChatClientOptions) {
    super(options, `${options.apiBase.replace(/\/+$/, '')}/chat/completions`);
  }

  protected async *run(request: ModelRequest): AsyncGenerator<ModelStreamEvent> {
    const describe = this.describe;
    const events = this.events(request, this.apiKey === null ? {} : { authorization: `Bearer ${this.apiKey}` }, this.requestBody(request));

    let text = '';
    const calls: { id: string; name: string; arguments: string }[] = [];
    const positionOf = new Map<number, number>();
    let finishReason: FinishReason | null = null;
    let usage: ModelUsage | null = null;

    const done = yield* batchReads(events, (event, batch) => {
      if (event.data === '[DONE]') return true;
      let chunk: unknown;
      try {
        chunk = JSON.parse(event.data);
      } catch {
        throw new LlmError('stream_error', `${describe} sent an event that is not JSON`);
      }
      if (typeof chunk !== 'object' || chunk === null) throw new LlmError('stream_error', `${describe} sent an event that is not an object`);
      const record = chunk as Record<string, unknown>;
      // Mid-stream failures arrive as `{"error": {...}}` data (OpenAI, vLLM) or as `event: error`.
      if (event.event === 'error' || record['error'] !== undefined) {
        throw new LlmError('stream_error', `${describe} reported an error mid-stream: ${redactSecrets(errorMessageOfBody(record) ?? 'unknown error', this.secrets)}`);
      }
      const chunkUsage = objectAt(record, 'usage');
      if (chunkUsage !== undefined) usage = mapOpenAiUsage(chunkUsage);
      const choices = Array.isArray(record['choices']) ? (record['choices'] as unknown[]) : [];
      for (const choiceValue of choices) {
        if (typeof choiceValue !== 'object' || choiceValue === null) continue;
        const choice = choiceValue as Record<string, unknown>;
        // Only the first candidate is used; n > 1 is never requested.
        if (typeof choice['index'] === 'number' && choice['index'] !== 0) continue;
        // Moonshot puts the final usage inside the choice instead of next to it.
        const choiceUsage = objectAt(choice, 'usage');
        if (choiceUsage !== undefined) usage = mapOpenAiUsage(choiceUsage);
        const delta = objectAt(choice, 'delta') ?? {};
        const content = delta['content'];
        if (typeof content === 'string' && content !== '') {
          text += content;
          batch.text(content);
        }
        const toolCalls = Array.isArray(delta['tool_calls']) ? (delta['tool_calls'] as unknown[]) : [];
        for (const callValue of toolCalls) {
          if (typeof callValue !== 'object' || callValue === null) continue;
          const call = callValue as Record<string, unknown>;
          const fn = objectAt(call, 'function') ?? {};
          const id = typeof call['id'] === 'string' && call['id'] !== '' ? call['id'] : undefined;
          const name = typeof fn['name'] === 'string' && fn['name'] !== '' ? fn['name'] : undefined;
          const argumentsDelta = typeof fn['arguments'] === 'string' ? fn['arguments'] : '';
          // Some compatible servers omit `index`: a new id starts a new call, anything else continues the last.
          let providerIndex: number;
          if (typeof call['index'] === 'number') providerIndex = call['index'];
          else if (id !== undefined && !calls.some((c) => c.id === id)) providerIndex = -1 - calls.length;
          else providerIndex = [...positionOf.keys()].at(-1) ?? -1;
          let position = positionOf.get(providerIndex);
          if (position === undefined) {
            position = calls.length;
            positionOf.set(providerIndex, position);
            calls.push({ id: '', name: '', arguments: '' });
          }
          const acc = calls[position] as { id: string; name: string; arguments: string };
          if (id !== undefined && acc.id === '') acc.id = id;
          // Servers that repeat the name on every chunk must not make it "task_finishtask_finish".
          if (name !== undefined && acc.name === '') acc.name = name;
          acc.arguments += argumentsDelta;
          batch.push({
            type: 'tool_call_delta',
            index: position,
            ...(id === undefined ? {} : { id }),
            ...(name === undefined ? {} : { name }),
            argumentsDelta,
          });
        }
        if (typeof choice['finish_reason'] === 'string') finishReason = mapFinishReason(choice['finish_reason']);
      }
      return false;
    });
    if (!done && finishReason === null) {
      throw new LlmError('stream_error', `${describe}: the stream ended before the response was complete`);
    }
    const toolCalls: ModelToolCall[] = calls.map((c) => ({
      // No id from the server: left empty for the runtime to assign one unique in the run.
      id: c.id,
      name: c.name,
      arguments: c.arguments === '' ? '{}' : c.arguments,
    }));
    // Several local servers report `stop` even when the answer is tool calls.
    let reason: FinishReason = finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop');
    if (reason === 'stop' && toolCalls.length > 0) reason = 'tool_calls';
    yield { type: 'completed', text, toolCalls, finishReason: reason, usage };
  }

  private requestBody(request: ModelRequest): Record<string, unknown> {
    const body: Record<string, unknown> = {
      model: this.modelId,
      messages: request.messages.map(toOpenAiMessage),
      stream: true,
      stream_options: { include_usage: true },
    };
    if (request.tools.length > 0) body['tools'] = request.tools.map(toOpenAiTool);
    if (request.maxOutputTokens !== undefined) {
      // OpenAI's own API deprecated max_tokens (reasoning models reject it); compatible servers only know max_tokens.
      body[this.provider === 'openai' ? 'max_completion_tokens' : 'max_tokens'] = request.maxOutputTokens;
    }
    return body;
  }
}

export function toOpenAiMessage(message: ChatMessage): Record<string, unknown> {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'assistant': {
      const calls = message.toolCalls ?? [];
      if (calls.length === 0) return { role: 'assistant', content: message.content };
      return {
        role: 'assistant',
        // OpenAI wants null, not "", beside tool calls; several compatible servers reject "".
        content: message.content === '' ? null : message.content,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      };
    }
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
}

function toOpenAiTool(tool: ToolSpec): Record<string, unknown> {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}

function mapFinishReason(reason: string): FinishReason {
  switch (reason) {
    case 'stop':
    case 'length':
    case 'tool_calls':
    case 'content_filter':
      return reason;
    case 'function_call':
      return 'tool_calls';
    default:
      return 'other';
  }
}
