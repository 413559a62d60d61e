/**
 * Reads a scripted-backend script from its settings-file form (JSON or TOML, snake_case), e.g.
 *
 *   "script": {
 *     "repeat": false,
 *     "chunk_delay_ms": 0,
 *     "turns": [
 *       { "text": ["Hel", "lo"], "tool_calls": [{ "name": "task_finish", "arguments": { "message": "hi" } }],
 *         "usage": { "input_tokens": 10, "output_tokens": 4 } },
 *       { "steps": [ { "type": "text", "text": "Thinking" }, { "type": "stall" } ] }
 *     ]
 *   }
 *
 * A turn is either explicit `steps` (order preserved, all step types) or the shorthand `text`
 * (string or list of chunks) followed by `tool_calls`. `script` may also be a bare list of turns.
 * Any shape error is an LlmError `settings_invalid` naming the offending path.
 */
import { LlmError, type LlmErrorCode } from './errors.js';
import type { Script, ScriptStep, ScriptTurn } from './ScriptedModelClient.js';
import type { CacheStatus, FinishReason, ModelUsage } from './types.js';

export interface ParsedScript {
  readonly script: Script;
  readonly chunkDelayMs: number | undefined;
}

const ERROR_CODES: readonly LlmErrorCode[] = [
  'settings_not_found', 'settings_invalid', 'unknown_backend', 'unknown_model', 'missing_api_key',
  'http_error', 'rate_limited', 'timeout', 'network', 'stream_error', 'cancelled',
];
const FINISH_REASONS: readonly FinishReason[] = ['stop', 'tool_calls', 'length', 'content_filter', 'other'];
const CACHE_STATUSES: readonly CacheStatus[] = ['provider_reported', 'accounting_missing', 'unsupported'];

/** `where` names the script's location (e.g. the settings file and model key) in error messages. */
export function parseScript(value: unknown, where: string): ParsedScript {
  if (Array.isArray(value)) return { script: { turns: value.map((t, i) => parseTurn(t, `${where}[${i}]`)) }, chunkDelayMs: undefined };
  const obj = asObject(value, where);
  const turnsValue = obj['turns'];
  if (!Array.isArray(turnsValue)) throw invalid(`${where}.turns must be a list of turns`);
  const repeat = optionalBoolean(obj['repeat'], `${where}.repeat`);
  const chunkDelayMs = optionalNonNegative(obj['chunk_delay_ms'], `${where}.chunk_delay_ms`);
  const turns = turnsValue.map((t, i) => parseTurn(t, `${where}.turns[${i}]`));
  return { script: repeat === undefined ? { turns } : { turns, repeat }, chunkDelayMs };
}

function parseTurn(value: unknown, where: string): ScriptTurn {
  const obj = asObject(value, where);
  let steps: ScriptStep[];
  if (obj['steps'] !== undefined) {
    if (!Array.isArray(obj['steps'])) throw invalid(`${where}.steps must be a list`);
    steps = obj['steps'].map((s, i) => parseStep(s, `${where}.steps[${i}]`));
  } else {
    steps = [];
    const text = obj['text'];
    if (typeof text === 'string') steps.push({ type: 'text', text });
    else if (Array.isArray(text)) {
      text.forEach((chunk, i) => {
        if (typeof chunk !== 'string') throw invalid(`${where}.text[${i}] must be a string`);
        steps.push({ type: 'text', text: chunk });
      });
    } else if (text !== undefined) throw invalid(`${where}.text must be a string or a list of strings`);
    const calls = obj['tool_calls'];
    if (Array.isArray(calls)) calls.forEach((c, i) => steps.push(parseToolCall(c, `${where}.tool_calls[${i}]`)));
    else if (calls !== undefined) throw invalid(`${where}.tool_calls must be a list`);
  }
  const turn: { -readonly [K in keyof ScriptTurn]: ScriptTurn[K] } = { steps };
  if (obj['usage'] !== undefined) turn.usage = parseUsage(obj['usage'], `${where}.usage`);
  const delay = optionalNonNegative(obj['chunk_delay_ms'], `${where}.chunk_delay_ms`);
  if (delay !== undefined) turn.chunkDelayMs = delay;
  const finish = obj['finish_reason'];
  if (finish !== undefined) {
    if (!FINISH_REASONS.includes(finish as FinishReason)) throw invalid(`${where}.finish_reason must be one of ${FINISH_REASONS.join(', ')}`);
    turn.finishReason = finish as FinishReason;
  }
  return turn;
}

function parseStep(value: unknown, where: string): ScriptStep {
  const obj = asObject(value, where);
  switch (obj['type']) {
    case 'text':
      if (typeof obj['text'] !== 'string') throw invalid(`${where}.text must be a string`);
      return { type: 'text', text: obj['text'] };
    case 'tool_call':
      return parseToolCall(obj, where);
    case 'stall':
      return { type: 'stall' };
    case 'error': {
      const code = obj['code'] ?? 'stream_error';
      if (!ERROR_CODES.includes(code as LlmErrorCode)) throw invalid(`${where}.code must be an LlmError code`);
      const message = obj['message'] ?? 'scripted failure';
      if (typeof message !== 'string') throw invalid(`${where}.message must be a string`);
      return { type: 'error', code: code as LlmErrorCode, message };
    }
    default:
      throw invalid(`${where}.type must be one of text, tool_call, stall, error`);
  }
}

function parseToolCall(value: unknown, where: string): ScriptStep {
  const obj = asObject(value, where);
  const name = obj['name'];
  if (typeof name !== 'string' || name === '') throw invalid(`${where}.name must be a non-empty string`);
  const args = obj['arguments'] ?? {};
  let argumentsValue: string | Record<string, unknown>;
  if (typeof args === 'string') argumentsValue = args;
  else if (typeof args === 'object' && args !== null && !Array.isArray(args)) argumentsValue = args as Record<string, unknown>;
  else throw invalid(`${where}.arguments must be an object or a JSON string`);
  const id = obj['id'];
  if (id !== undefined && typeof id !== 'string') throw invalid(`${where}.id must be a string`);
  return id === undefined
    ? { type: 'tool_call', name, arguments: argumentsValue }
    : { type: 'tool_call', name, arguments: argumentsValue, id };
}

function parseUsage(value: unknown, where: string): ModelUsage | null {
  if (value === null) return null;
  const obj = asObject(value, where);
  const num = (key: string): number | null => {
    const v = obj[key];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) throw invalid(`${where}.${key} must be a non-negative integer`);
    return v;
  };
  const inputTokens = num('input_tokens');
  const outputTokens = num('output_tokens');
  const totalTokens = num('total_tokens') ?? (inputTokens !== null && outputTokens !== null ? inputTokens + outputTokens : null);
  const cacheReadTokens = num('cache_read_tokens');
  const cacheWriteTokens = num('cache_write_tokens');
  const status = obj['cache_status'];
  let cacheStatus: CacheStatus;
  if (status === undefined) cacheStatus = cacheReadTokens !== null ? 'provider_reported' : 'unsupported';
  else if (CACHE_STATUSES.includes(status as CacheStatus)) cacheStatus = status as CacheStatus;
  else throw invalid(`${where}.cache_status must be one of ${CACHE_STATUSES.join(', ')}`);
  return {
    inputTokens,
    outputTokens,
    totalTokens,
    reasoningTokens: num('reasoning_tokens'),
    cacheReadTokens,
    cacheWriteTokens,
    cacheStatus,
    providerUsage: null,
  };
}

function asObject(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(`${where} must be an object`);
  return value as Record<string, unknown>;
}

function optionalBoolean(value: unknown, where: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalid(`${where} must be true or false`);
  return value;
}

function optionalNonNegative(value: unknown, where: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw invalid(`${where} must be a non-negative number`);
  return value;
}

function invalid(message: string): LlmError {
  return new LlmError('settings_invalid', `invalid scripted model script: ${message}`);
}
