/**
 * Resolves `backend` + `model` against loaded settings to everything a client needs, following
 * vv-llm's resolution rules:
 * - the model is found by its key under `backends.<backend>.models`, else by its provider `id`;
 *   a disabled model counts as unknown;
 * - its endpoint bindings (or the backend's `default_endpoint` when it lists none) are filtered to
 *   enabled bindings of enabled endpoints and ordered by `priority` (1 first, stable); the first wins;
 * - the provider model id is the binding's `model_id`, else the model's `id`, else its key.
 * Additions of ours, noted where they happen: the API key falls back to the environment, the
 * wire protocol is derived from backend and endpoint type, and `scripted` needs no endpoint.
 */
import { LlmError } from './errors.js';
import type { EndpointSettings, JsonObject, LlmSettings, ModelSettings } from './loadSettings.js';
import { parseScript, type ParsedScript } from './parseScript.js';

export type WireProtocol = 'openai' | 'anthropic' | 'scripted';

export interface ResolvedEndpoint {
  readonly id: string;
  /** Base URL without a trailing slash; empty for the scripted backend. */
  readonly apiBase: string;
  /** From the settings file or the environment; null when the endpoint needs none (local servers, scripted). */
  readonly apiKey: string | null;
  /** Extra HTTP headers from the endpoint's `headers`. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface ResolvedModel {
  readonly backend: string;
  /** The model's key in the settings file (shown to users as its display name). */
  readonly modelKey: string;
  /** The model name as the caller asked for it (a key or a provider id). */
  readonly requestedModel: string;
  /** Provider-side model id sent on the wire. */
  readonly modelId: string;
  readonly endpoint: ResolvedEndpoint;
  readonly protocol: WireProtocol;
  readonly contextLength: number;
  readonly maxOutputTokens: number | null;
  readonly supportsTools: boolean;
  /** The model entry as written, for callers that need fields this type does not lift. */
  readonly modelSettings: JsonObject;
  /** Scripted backend only: the script from the model entry's `script`, if it has one. */
  readonly script?: ParsedScript;
}

export interface ResolveModelOptions {
  /** Where API keys are looked up when the settings file has none; defaults to process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export const SCRIPTED_BACKEND = 'scripted';

/** vv-llm's default when a chat model declares no context length. */
export const DEFAULT_CONTEXT_LENGTH = 32_768;

/** Extra environment variable names tried after `<BACKEND>_API_KEY`, for providers whose SDKs use another name. */
const EXTRA_KEY_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  gemini: ['GOOGLE_API_KEY'],
  qwen: ['DASHSCOPE_API_KEY'],
  zhipuai: ['ZHIPU_API_KEY'],
};

/** Backends that talk to servers on the user's machine, which take no key. */
const KEYLESS_BACKENDS = new Set(['local', 'ollama', 'vllm', 'llamacpp', 'llama.cpp', 'lmstudio']);

const UNSUPPORTED_ENDPOINT_TYPES = new Set(['openai_azure', 'openai_vertex', 'anthropic_vertex', 'anthropic_bedrock']);

export function resolveModel(settings: LlmSettings, backend: string, model: string, options: ResolveModelOptions = {}): ResolvedModel {
  const env = options.env ?? process.env;
  const backendSettings = settings.backends.get(backend);
  if (backendSettings === undefined) throw unknownBackend(settings, backend);
  let entry = backendSettings.models.get(model);
  if (entry === undefined || !entry.enabled) {
    entry = [...backendSettings.models.values()].find((candidate) => candidate.enabled && candidate.id === model);
  }
  if (entry === undefined) {
    const known = [...backendSettings.models.values()].filter((m) => m.enabled).map((m) => m.key);
    throw new LlmError(
      'unknown_model',
      `model '${model}' is not configured for backend '${backend}' in ${settings.source}` +
        (known.length > 0 ? ` (configured models: ${known.join(', ')})` : ''),
    );
  }

  const base = {
    backend,
    modelKey: entry.key,
    requestedModel: model,
    contextLength: entry.contextLength ?? DEFAULT_CONTEXT_LENGTH,
    maxOutputTokens: entry.maxOutputTokens,
    modelSettings: entry.raw,
  };

  if (backend === SCRIPTED_BACKEND) {
    // Decision: the scripted backend replays a script and never opens a connection, so it needs no
    // endpoint binding; models default to supporting tools because scripts call them.
    const script = entry.raw['script'] === undefined
      ? undefined
      : parseScript(entry.raw['script'], `${settings.source} backends.${backend}.models.${entry.key}.script`);
    const resolved: ResolvedModel = {
      ...base,
      modelId: entry.id,
      endpoint: { id: SCRIPTED_BACKEND, apiBase: '', apiKey: null, headers: {} },
      protocol: 'scripted',
      supportsTools: entry.functionCallAvailable ?? capabilityTools(entry) ?? true,
    };
    return script === undefined ? resolved : { ...resolved, script };
  }

  const { endpoint, modelId } = pickEndpoint(settings, backend, entry, backendSettings.defaultEndpoint);
  const endpointType = endpoint.endpointType?.trim().toLowerCase() ?? '';
  if (UNSUPPORTED_ENDPOINT_TYPES.has(endpointType)) {
    throw new LlmError(
      'settings_invalid',
      `endpoint '${endpoint.id}' in ${settings.source} has endpoint_type '${endpointType}', which vv-agent does not support (use openai, anthropic or default)`,
    );
  }
  const protocol: WireProtocol = backend === 'anthropic' || endpointType === 'anthropic' ? 'anthropic' : 'openai';
  const defaultBase = protocol === 'anthropic' ? 'https://api.anthropic.com' : null;
  const apiBase = normaliseApiBase(endpoint.apiBase ?? defaultBase);
  if (apiBase === null) {
    throw new LlmError('settings_invalid', `endpoint '${endpoint.id}' in ${settings.source} has no api_base`);
  }
  if (!/^https?:$/.test(safeProtocol(apiBase))) {
    throw new LlmError('settings_invalid', `endpoint '${endpoint.id}' in ${settings.source} has an api_base that is not an http(s) URL`);
  }
  const apiKey = pickApiKey(endpoint, backend, env);
  if (apiKey === null && !isKeyless(backend, apiBase)) {
    throw new LlmError(
      'missing_api_key',
      `no API key for backend '${backend}' (endpoint '${endpoint.id}'): set api_key in ${settings.source} or the environment variable ${keyVariables(backend)[0]}`,
    );
  }
  return {
    ...base,
    modelId,
    endpoint: { id: endpoint.id, apiBase, apiKey, headers: endpoint.headers },
    protocol,
    supportsTools: entry.functionCallAvailable ?? capabilityTools(entry) ?? false,
  };
}

/** The error for a backend the settings file does not configure, listing the ones it does. */
export function unknownBackend(settings: LlmSettings, backend: string): LlmError {
  const known = [...settings.backends.keys()];
  return new LlmError(
    'unknown_backend',
    `backend '${backend}' is not configured in ${settings.source}` +
      (known.length > 0 ? ` (configured backends: ${known.join(', ')})` : ' (it has no backends)'),
  );
}

function pickEndpoint(
  settings: LlmSettings,
  backend: string,
  entry: ModelSettings,
  defaultEndpoint: string | null,
): { endpoint: EndpointSettings; modelId: string } {
  const bindings = entry.endpoints.length > 0
    ? entry.endpoints
    : defaultEndpoint !== null
      ? [{ endpointId: defaultEndpoint, modelId: null, enabled: true, priority: 1 }]
      : [];
  const where = `model '${entry.key}' of backend '${backend}' in ${settings.source}`;
  if (bindings.length === 0) throw new LlmError('settings_invalid', `${where} has no endpoints`);
  for (const binding of bindings) {
    if (!settings.endpoints.some((e) => e.id === binding.endpointId)) {
      throw new LlmError('settings_invalid', `${where} refers to endpoint '${binding.endpointId}', which is not defined in endpoints`);
    }
  }
  // Array.prototype.sort is stable, so equal priorities keep the file's order.
  const usable = bindings
    .filter((b) => b.enabled && settings.endpoints.some((e) => e.id === b.endpointId && e.enabled))
    .sort((a, b) => a.priority - b.priority);
  const binding = usable[0];
  const endpoint = binding === undefined ? undefined : settings.endpoints.find((e) => e.id === binding.endpointId);
  if (binding === undefined || endpoint === undefined) throw new LlmError('settings_invalid', `${where} has no enabled endpoint`);
  return { endpoint, modelId: binding.modelId ?? entry.id };
}

function capabilityTools(entry: ModelSettings): boolean | null {
  const capabilities = entry.raw['capabilities'];
  if (typeof capabilities !== 'object' || capabilities === null) return null;
  const tools = (capabilities as Record<string, unknown>)['tools'];
  return typeof tools === 'boolean' ? tools : null;
}

/** Decision: an api_key written in the file wins; an empty or absent one falls back to the environment. */
function pickApiKey(endpoint: EndpointSettings, backend: string, env: Readonly<Record<string, string | undefined>>): string | null {
  if (endpoint.apiKey !== null && endpoint.apiKey.trim() !== '') return endpoint.apiKey;
  for (const name of keyVariables(backend)) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') return value;
  }
  return null;
}

/** `<BACKEND>_API_KEY` (upper case, other characters as `_`), then the provider's alternative names. */
export function keyVariables(backend: string): string[] {
  return [`${backend.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_API_KEY`, ...(EXTRA_KEY_VARIABLES[backend] ?? [])];
}

function safeProtocol(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

function isKeyless(backend: string, apiBase: string): boolean {
  if (KEYLESS_BACKENDS.has(backend)) return true;
  try {
    const host = new URL(apiBase).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1';
  } catch {
    return false;
  }
}

/**
 * Trailing slashes are dropped so paths can be appended. Google's Gemini base is completed with
 * `/openai` (its OpenAI-compatible surface), as vv-llm does.
 */
function normaliseApiBase(apiBase: string | null): string | null {
  if (apiBase === null || apiBase.trim() === '') return null;
  let base = apiBase.trim().replace(/\/+$/, '');
  if (base.startsWith('https://generativelanguage.googleapis.com/v1beta') && !base.endsWith('/openai')) base += '/openai';
  return base;
}
